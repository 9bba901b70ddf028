import { errorName, tc3Authorization, tc3Headers } from './tencent-cloud';

describe('TC3-HMAC-SHA256 signing', () => {
  it("reproduces the worked example of Tencent Cloud's signature documentation (CVM DescribeInstances)", () => {
    // The example of "签名方法 v3" (document/api/213/30654): its inputs and published signature.
    const body =
      '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
    expect(
      tc3Authorization({
        host: 'cvm.tencentcloudapi.com',
        service: 'cvm',
        timestamp: 1551113065,
        body,
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('puts the action, version, timestamp and region beside the signature', () => {
    const h = tc3Headers({
      host: 'sms.tencentcloudapi.com',
      service: 'sms',
      action: 'SendSms',
      version: '2021-01-11',
      region: 'ap-guangzhou',
      timestamp: 1700000000,
      body: '{}',
      secretId: 'id',
      secretKey: 'key',
    });
    expect(h).toEqual({
      Authorization: expect.stringMatching(
        /^TC3-HMAC-SHA256 Credential=id\/2023-11-14\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/,
      ),
      'Content-Type': 'application/json; charset=utf-8',
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Timestamp': '1700000000',
      'X-TC-Region': 'ap-guangzhou',
    });
    // Services without regions (captcha) send no X-TC-Region.
    expect(
      tc3Headers({
        host: 'captcha.tencentcloudapi.com',
        service: 'captcha',
        action: 'DescribeCaptchaResult',
        version: '2019-07-22',
        timestamp: 1700000000,
        body: '{}',
        secretId: 'id',
        secretKey: 'key',
      }),
    ).not.toHaveProperty('X-TC-Region');
  });
});

describe('errorName', () => {
  it('reads the name by shape, so an abort from another realm still counts as a timeout', () => {
    expect(errorName(new DOMException('late', 'TimeoutError'))).toBe('TimeoutError');
    expect(errorName({ name: 'TimeoutError' })).toBe('TimeoutError');
    expect(errorName(new TypeError('fetch failed'))).toBe('TypeError');
  });

  it('is "unknown" for a value without a string name', () => {
    expect(errorName(null)).toBe('unknown');
    expect(errorName('boom')).toBe('unknown');
    expect(errorName({ name: 42 })).toBe('unknown');
  });
});
