import { ApiError, businessError, describeFailure, okData } from '@site/shared/api';
import { LOGIN_CODE_MESSAGE, LOGIN_CODES_WITH_CODE_SUFFIX } from '@site/shared/contracts';

const LOGIN = { codes: LOGIN_CODE_MESSAGE, codesWithCode: LOGIN_CODES_WITH_CODE_SUFFIX, fallback: 'auth:login_failed' };

describe('SPEC §8 one failure type: ApiError, business failures included', () => {
  it('okData gives the data of a success and throws a business failure as ApiError type business', () => {
    expect(okData({ code: '100', message: '', data: { id: 1 }, ok: true }, '/x')).toEqual({ id: 1 });
    const error = (() => {
      try {
        okData({ code: '107', message: 'New device', data: { member_login_id: 9 }, ok: false }, '/login');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: 'business',
      code: '107',
      message: 'New device',
      data: { member_login_id: 9 },
      path: '/login',
      aborted: false,
    });
  });

  it("describeFailure: a code of the call's table shows its key, the 201–203 codes in brackets", () => {
    const business = (code: string, message = 'server words') =>
      businessError({ code, message, data: null, ok: false }, '/login');
    expect(describeFailure(business('101'), LOGIN)).toEqual({ message: 'account_error' });
    expect(describeFailure(business('202'), LOGIN)).toEqual({ message: 'ip_error', code: '202' });
    expect(describeFailure(business('400', 'Bad request'), LOGIN)).toEqual({ message: 'Bad request' });
    expect(describeFailure(business('999', ''), LOGIN)).toEqual({ message: 'auth:login_failed' });
  });

  it('describeFailure: a key the error names (network, timeout, request_error.*) with its parameters, else the server message', () => {
    expect(
      describeFailure(
        new ApiError({ type: 'network', message: 'networkError', messageKey: 'networkError', path: '/x' }),
      ),
    ).toEqual({ message: 'networkError' });
    const keyed = new ApiError({
      type: 'http',
      status: 429,
      code: '429',
      message: 'Too many',
      messageKey: 'request_error.too_many_attempts',
      messageParams: { retry_after_s: 30 },
      path: '/login',
    });
    expect(describeFailure(keyed, LOGIN)).toEqual({
      message: 'request_error.too_many_attempts',
      params: { retry_after_s: 30 },
    });
    expect(
      describeFailure(new ApiError({ type: 'http', status: 500, code: '500', message: 'Wallet down', path: '/x' })),
    ).toEqual({ message: 'Wallet down' });
  });

  it('describeFailure: anything that is not an ApiError shows the fallback', () => {
    expect(describeFailure(new TypeError('x is undefined'))).toEqual({ message: 'something_went_wrong' });
    expect(describeFailure(undefined, { fallback: 'member:load_failed' })).toEqual({ message: 'member:load_failed' });
  });
});
