/**
 * The committed nginx configuration (deploy/nginx/lb.conf) as scripts/cluster.ts fills it in:
 * every placeholder outside comments is replaced, and nginx itself accepts the result
 * (`nginx -t`). Where nginx is not installed the second check says so and is skipped (CI has it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderLbConf } from './cluster';

const template = fs.readFileSync('deploy/nginx/lb.conf', 'utf8');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));

describe('deploy/nginx/lb.conf', () => {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-conf-'));
  afterAll(() => fs.rmSync(prefix, { recursive: true, force: true }));
  const conf = renderLbConf(template, {
    listen: '127.0.0.1:18080',
    servers: ['127.0.0.1:13001', '127.0.0.1:13002'],
    prefix,
    user: process.getuid?.() === 0 ? 'root' : undefined,
  });

  it('is filled in everywhere but in its comments', () => {
    const code = conf.split('\n').filter((l) => !l.trimStart().startsWith('#'));
    expect(code.join('\n')).not.toMatch(/@[A-Z]+@/);
    expect(code).toContain('        server 127.0.0.1:13001 max_fails=1 fail_timeout=2s;');
    expect(code).toContain('        listen 127.0.0.1:18080;');
    // The settings the cluster relies on (docs/architecture.md "Running several instances").
    for (const line of [
      'proxy_next_upstream error timeout;',
      'proxy_http_version 1.1;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_buffering off;',
    ])
      expect(conf).toContain(line);
    // The comments still name the placeholders for a person filling them in by hand.
    expect(conf).toContain('@SERVERS@');
  });

  it('is accepted by nginx -t', () => {
    if (!nginx) {
      if (process.env.CI) throw new Error('nginx is not installed');
      console.warn('\n*** scripts/cluster.test.ts: nginx not installed, nginx -t NOT RUN ***\n');
      return;
    }
    const file = path.join(prefix, 'lb.conf');
    fs.writeFileSync(file, conf);
    const r = spawnSync(nginx, ['-t', '-p', prefix, '-c', file, '-e', 'stderr'], {
      encoding: 'utf8',
    });
    expect(r.stderr).toContain('test is successful');
    expect(r.status).toBe(0);
  });
});
