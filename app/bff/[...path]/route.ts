import type { NextRequest } from 'next/server';
import { bffHandler } from '@/lib/bff/proxy-route';

type Params = { params: Promise<{ path: string[] }> };

export async function GET(req: NextRequest, { params }: Params) {
  return bffHandler(req, (await params).path);
}

export async function POST(req: NextRequest, { params }: Params) {
  return bffHandler(req, (await params).path);
}
