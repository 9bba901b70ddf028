/** Answers of the activity tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';

/** A partner token (fk/getPartnerAccessToken) for the partner at `url`. */
export const partnerToken = (url = 'https://events.example.com/h5/') =>
  answer('fk/getPartnerAccessToken', {
    partner_access_token: 'aGVhZA.Ym9keQ.c2ln',
    expires_in: 300,
    url,
  });
