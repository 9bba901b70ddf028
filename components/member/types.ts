/** Wire shapes of the member-centre calls (DESIGN.md contracts). */
export type AvatarOption = { id: number; url: string };

export type UploadToken = {
  token: string;
  upload_url: string;
  expires_in: number;
  max_size: number;
};

export type VerifiedInfo = {
  is_verified: 0 | 1;
  /** Masked by the API. */
  real_name: string;
  /** Masked by the API. */
  id_number: string;
  verified_at: string | number | null;
};
