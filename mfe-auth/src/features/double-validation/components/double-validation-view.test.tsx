import { act, screen, waitFor } from '@testing-library/react';
import { FORGOT_SMS_COUNTDOWN_S } from '@site/shared/constants';
import { DOUBLE_VALIDATION_CODE_MESSAGE, type LoginChallenge, type LoginResponse } from '@site/shared/contracts';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';
import type { DoubleValidationQuestion } from '@site/shared/validation';
import { renderAuth, siteConfig } from '../../../test/render-auth';
import vi from '../../../locales/vi_VN.json';
import { DoubleValidationView } from './double-validation-view';

const dv = vi.login_paths.double_validation;
const SESSION: LoginResponse = {
  member_id: 11,
  member_account: 'demo01',
  member_login_id: 77,
  member_currency: 'VND',
  token: 'tok-dv',
};
const CLIENT = {
  host: 'site.test',
  device: 1,
  login_type: 1,
  system: 'Windows',
  system_version: '10',
  browser: 'Chrome',
};

function fakePlatform(
  answer: (call: FakeCall) => FakeReply = () => ({ body: envelope(100, SESSION) }),
  skip: (call: FakeCall) => FakeReply = () => ({
    body: envelope(100, { member_login_id: 77, available_questions_count: 2, question: 'member_phone' }),
  }),
  sms: (call: FakeCall) => FakeReply = () => ({
    body: envelope(100, { countdown: 300, phone_tail: '5678', expires_in: 600 }),
  }),
) {
  const fake = createFakeFetch((call) => {
    if (call.url.endsWith('/api/login/double_validation/skip')) return skip(call);
    if (call.url.endsWith('/api/login/double_validation/sms')) return sms(call);
    if (call.url.endsWith('/api/login/double_validation')) return answer(call);
    return { status: 404, body: envelope(404, null, 'not found') };
  });
  globalThis.fetch = fake.fetch;
  return {
    answerCalls: () => fake.calls.filter((c) => c.url.endsWith('/api/login/double_validation')),
    skipCalls: () => fake.calls.filter((c) => c.url.endsWith('/skip')),
    smsCalls: () => fake.calls.filter((c) => c.url.endsWith('/sms')),
  };
}

function renderView(challenge: Partial<LoginChallenge> = {}) {
  const handlers = { onSuccess: jest.fn(), onRestart: jest.fn(), onBack: jest.fn() };
  const captcha = { token: 'cap-1', placeholder: '', refresh: jest.fn(), adornment: () => null };
  const full: LoginChallenge = {
    member_login_id: 77,
    member_account: 'demo01',
    question: 'member_name',
    available_questions_count: 3,
    ...challenge,
  };
  const utils = renderAuth(
    <DoubleValidationView
      siteId={siteConfig.site_id}
      challenge={full}
      captcha={captcha}
      client={CLIENT}
      {...handlers}
    />,
  );
  return { ...utils, ...handlers, captcha };
}

const answerField = (question: DoubleValidationQuestion) =>
  screen.getByLabelText(dv[`question_${question}`], { selector: 'input' });
const captchaField = () => screen.getByLabelText(vi.captcha_label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: dv.submit });

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('SPEC §5 double validation: the question view', () => {
  const questions: Array<[DoubleValidationQuestion, string]> = [
    ['member_name', commonViVN.double_validation_wrong_answer_empty_member_name],
    ['identity_id', commonViVN.double_validation_wrong_answer_empty_identity_id],
    ['member_phone', commonViVN.double_validation_wrong_answer_empty_member_phone],
    ['member_email', commonViVN.double_validation_wrong_answer_empty_member_email],
    ['withdraw_password', commonViVN.double_validation_wrong_answer_empty_withdraw_password],
  ];
  it.each(questions)(
    'SPEC §5 double validation: question %s asks its answer, required with its own key, and the captcha',
    async (question, requiredText) => {
      const platform = fakePlatform();
      const { user, captcha } = renderView({ question });
      expect(screen.getByRole('heading', { name: dv.title })).toBeInTheDocument();
      expect(screen.getByText(commonViVN.different_device)).toBeInTheDocument();
      expect(screen.getByTestId('double-validation-account')).toHaveTextContent('demo01');
      expect(captcha.refresh).toHaveBeenCalledTimes(1);
      await user.click(submit());
      expect(answerField(question)).toHaveAccessibleDescription(requiredText);
      expect(captchaField()).toHaveAccessibleDescription(commonViVN.ph_account_verify_code);
      expect(answerField(question)).toHaveAttribute('aria-invalid', 'true');
      expect(platform.answerCalls()).toHaveLength(0);
    },
  );

  const formats: Array<[DoubleValidationQuestion, string, string]> = [
    ['withdraw_password', '12a', commonViVN.signup.err_withdraw_psw_format],
    ['member_phone', '12', commonViVN.signup.err_phone_invalid],
    ['member_email', 'not-an-email', commonViVN.signup.err_email_format],
  ];
  it.each(formats)(
    'SPEC §5 double validation: a %s answer must have its shape (%s is refused)',
    async (q, typed, text) => {
      const platform = fakePlatform();
      const { user } = renderView({ question: q });
      await user.type(answerField(q), typed);
      await user.type(captchaField(), 'ab12');
      await user.click(submit());
      expect(answerField(q)).toHaveAccessibleDescription(text);
      expect(platform.answerCalls()).toHaveLength(0);
    },
  );

  it('SPEC §7 double validation: sends member_login_id, the answer, the captcha and the device, and hands the session on', async () => {
    const platform = fakePlatform();
    const { user, onSuccess } = renderView();
    await user.type(answerField('member_name'), ' Nguyễn Văn A ');
    await user.type(captchaField(), ' ab12 ');
    await user.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(SESSION));
    expect(platform.answerCalls()[0]?.body).toEqual({
      ...CLIENT,
      member_login_id: 77,
      answer: 'Nguyễn Văn A',
      captcha_answer: 'ab12',
      captcha_token: 'cap-1',
      site_id: 1,
    });
  });

  const textOf = (code: string) => {
    const key = DOUBLE_VALIDATION_CODE_MESSAGE[code]!;
    return (commonViVN as unknown as Record<string, string>)[key]!;
  };
  // The view stays: the fields are cleared and a new captcha loaded.
  const staying: Array<[code: string, shown: string]> = [
    ['106', commonViVN.ip_error],
    ['103', commonViVN.verify_failed],
    ['104', commonViVN.verify_failed],
    ['105', commonViVN.verify_failed],
    ['205', commonViVN.verify_failed],
    ['206', commonViVN.verify_failed],
  ];
  it.each(staying)(
    'SPEC §8 double validation %s shows "%s", clears the fields and reloads the captcha',
    async (code, shown) => {
      fakePlatform(() => ({ body: envelope(code, null, 'server text') }));
      const { user, captcha, onRestart } = renderView();
      await user.type(answerField('member_name'), 'Nguyen Van A');
      await user.type(captchaField(), 'ab12');
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(answerField('member_name')).toHaveValue('');
      expect(captchaField()).toHaveValue('');
      // Cleared fields are not flagged until the member tries again.
      expect(answerField('member_name')).not.toHaveAttribute('aria-invalid');
      expect(captcha.refresh).toHaveBeenCalledTimes(2);
      expect(onRestart).not.toHaveBeenCalled();
    },
  );

  // The pending login is over: the member logs in again, told why.
  const ending: Array<[code: string, shown: string]> = [
    ['101', textOf('101')],
    ['102', textOf('102')],
    ['202', textOf('202')],
    ['998', commonViVN.double_validation_faild],
  ];
  it.each(ending)('SPEC §8 double validation %s shows "%s" back at the login', async (code, shown) => {
    fakePlatform(() => ({ body: envelope(code, null, 'server English') }));
    const { user, onRestart } = renderView();
    await user.type(answerField('member_name'), 'Nguyen Van A');
    await user.type(captchaField(), 'ab12');
    await user.click(submit());
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(shown));
    expect(shown).not.toMatch(/server English/);
  });

  it('SPEC §8 double validation: 101, 102 and 202 are the server texts of the contract in the member language', () => {
    expect(textOf('101')).toBe(commonViVN.double_validation_relogin);
    expect(textOf('102')).toBe(commonViVN.double_validation_expired);
    expect(textOf('202')).toBe(commonViVN.account_unavailable);
  });
});

describe('SPEC §7 double validation skip: another question', () => {
  it('asks /skip with member_login_id, shows the new question and clears the answer', async () => {
    const platform = fakePlatform();
    const { user } = renderView({ available_questions_count: 3 });
    expect(screen.getByText(dv.others_left.replace('{{count}}', '2'))).toBeInTheDocument();
    await user.type(answerField('member_name'), 'wrong person');
    await user.click(screen.getByRole('button', { name: dv.other_question }));
    expect(await screen.findByLabelText(dv.question_member_phone, { selector: 'input' })).toHaveValue('');
    expect(platform.skipCalls()[0]?.body).toEqual({ member_login_id: 77 });
    expect(screen.getByText(dv.others_left.replace('{{count}}', '1'))).toBeInTheDocument();
  });

  it('the last question offers no other one', () => {
    fakePlatform();
    renderView({ available_questions_count: 1 });
    expect(screen.queryByRole('button', { name: dv.other_question })).toBeNull();
  });

  it('SPEC §8 skip 101 shows account_error back at the login', async () => {
    fakePlatform(undefined, () => ({ body: envelope(101, null, 'This login is not waiting') }));
    const { user, onRestart } = renderView();
    await user.click(screen.getByRole('button', { name: dv.other_question }));
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(commonViVN.account_error));
  });

  it('SPEC §8 skip 106 shows the server message and keeps the question', async () => {
    fakePlatform(undefined, () => ({ body: envelope(106, null, 'Please answer from the address you logged in from') }));
    const { user, onRestart } = renderView();
    await user.click(screen.getByRole('button', { name: dv.other_question }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer from the address you logged in from');
    expect(answerField('member_name')).toBeInTheDocument();
    expect(onRestart).not.toHaveBeenCalled();
  });

  it('a 107 that names no question: the view asks /skip for one first', async () => {
    const platform = fakePlatform();
    renderView({ question: undefined, available_questions_count: undefined });
    expect(await screen.findByLabelText(dv.question_member_phone, { selector: 'input' })).toBeInTheDocument();
    expect(platform.skipCalls()).toHaveLength(1);
  });

  it('Back to login leaves the view', async () => {
    fakePlatform();
    const { user, onBack } = renderView();
    await user.click(screen.getByRole('button', { name: vi.login_paths.back_to_login }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('SPEC §4/§9 double validation: the forgotten-password SMS', () => {
  const smsField = () => screen.getByLabelText(dv.sms_code_label, { selector: 'input' });
  const sendButton = () => screen.getByTestId('sms-send');
  const waitLabel = (seconds: number) => vi.register.sms_wait.replace('{{seconds}}', String(seconds));
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a code to the phone on file, waits 300 s ticking each second, and answers with it (answer_by sms)', async () => {
    const platform = fakePlatform();
    const { user, onSuccess } = renderView({ question: 'withdraw_password' });
    await user.click(screen.getByRole('button', { name: dv.forgot_sms }));
    expect(screen.getByText(dv.sms_intro)).toBeInTheDocument();
    // No other question while answering by SMS.
    expect(screen.queryByRole('button', { name: dv.other_question })).not.toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent(waitLabel(FORGOT_SMS_COUNTDOWN_S)));
    expect(sendButton()).toBeDisabled();
    expect(platform.smsCalls()[0]?.body).toEqual({ member_login_id: 77, site_id: siteConfig.site_id });
    expect(screen.getByTestId('double-validation-sms-notice')).toHaveTextContent(
      dv.sms_sent.replace('{{tail}}', '5678'),
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(sendButton()).toHaveTextContent(waitLabel(299));
    act(() => jest.advanceTimersByTime(299_000));
    expect(sendButton()).toHaveTextContent(vi.register.sms_send);
    expect(sendButton()).toBeEnabled();

    await user.type(smsField(), '12345');
    await user.type(captchaField(), 'ab12');
    await user.click(submit());
    expect(smsField()).toHaveAccessibleDescription(commonViVN.signup.err_phone_verify_format);
    await user.type(smsField(), '6');
    await user.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(SESSION));
    expect(platform.answerCalls()[0]?.body).toMatchObject({
      answer: '123456',
      answer_by: 'sms',
      captcha_answer: 'ab12',
    });
  });

  it('SPEC §8 SMS 102 still starts the countdown and says why; 099 says there is no phone; 101 goes back to the login', async () => {
    let reply: FakeReply = { body: envelope(102, null, 'too often') };
    fakePlatform(undefined, undefined, () => reply);
    const { user, onRestart } = renderView({ question: 'withdraw_password' });
    await user.click(screen.getByRole('button', { name: dv.forgot_sms }));
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent(waitLabel(FORGOT_SMS_COUNTDOWN_S)));
    expect(screen.getByTestId('double-validation-error')).toHaveTextContent(commonViVN.signup.err_sms_too_often);
    act(() => jest.advanceTimersByTime(300_000));
    reply = { body: envelope('099', null, 'no phone') };
    await user.click(sendButton());
    await waitFor(() =>
      expect(screen.getByTestId('double-validation-error')).toHaveTextContent(commonViVN.double_validation_no_phone),
    );
    expect(sendButton()).toBeEnabled();
    reply = { body: envelope(101, null, 'gone') };
    await user.click(sendButton());
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(commonViVN.double_validation_relogin));
  });

  it('back to the question: the answer field is the question again and the answer goes without answer_by', async () => {
    const platform = fakePlatform();
    const { user } = renderView({ question: 'member_name' });
    await user.click(screen.getByRole('button', { name: dv.forgot_sms }));
    await user.click(screen.getByRole('button', { name: dv.answer_question }));
    await user.type(answerField('member_name'), 'Lê Minh Châu');
    await user.type(captchaField(), 'ab12');
    await user.click(submit());
    await waitFor(() => expect(platform.answerCalls()).toHaveLength(1));
    expect(platform.answerCalls()[0]?.body).not.toHaveProperty('answer_by');
  });
});
