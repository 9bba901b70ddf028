import fs from 'node:fs';
import path from 'node:path';
import { DOCS_COMMAND, renderApiDocs } from './api-docs';

describe('docs/api.md', () => {
  it('matches the endpoint definitions', () => {
    const file = path.resolve('docs/api.md');
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== renderApiDocs()) {
      throw new Error(`docs/api.md is out of date; run ${DOCS_COMMAND}`);
    }
  });

  it('lists every account endpoint with its auth and fields', () => {
    const md = renderApiDocs();
    for (const p of [
      'user/getCode',
      'user/login',
      'Member/SignOut',
      'upload/image',
      'dev/sms',
      'Universal/getConfig',
    ]) {
      expect(md).toContain(`\`/api/${p}\``);
    }
    expect(md).toMatch(/### POST `\/api\/user\/login`[\s\S]*?\| `mobile` \| string \| yes \|/);
    expect(md).toContain('### GET, POST `/api/user/info`');
    expect(md).toContain('operationId `userLogin`');
  });
});
