// Opening the sign-up dialog as the modal host does, finding its fields and filling them.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents, ModalProps } from '@site/shared/contracts';
import { translateMessage } from '@site/shared/i18n';
import type { RenderAppOptions } from '@site/shared/testing';
import { modalProps, renderAuth } from '../../../test/render-auth';
import viJson from '../../../locales/vi_VN.json';
import { RegisterDialog } from '../../../register-modal';

/** The dialog's Vietnamese texts (the default language). */
export const vi = viJson.register;
export const authVi = viJson;
/** What a key shows in Vietnamese (a `common` key such as signup.err_*, or auth:register.*). */
export const text = (key: string) => translateMessage(key);

/** Opens the dialog and waits for its form (settings loaded), and for the captcha when asked. */
export async function openRegister(
  over: Partial<ModalProps> = {},
  options: RenderAppOptions & { captcha?: boolean } = {},
) {
  const { captcha = true, ...renderOptions } = options;
  const props = modalProps(over);
  const result = renderAuth(<RegisterDialog {...props} />, renderOptions);
  const dialog = screen.getByRole('dialog');
  const form = await within(dialog).findByRole('form', { name: vi.title });
  if (captcha) await within(dialog).findByRole('img', { name: authVi.captcha_alt });
  return { ...result, props, dialog, form };
}

/** A field by its name in the register body (SPEC §3): what the form's inputs are named. */
export function field<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, name: string): T {
  const el = root.querySelector<T>(`[name="${name}"]`);
  if (!el) throw new Error(`no field named ${name}`);
  return el;
}
export const queryField = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`);

export const submitButton = (root: HTMLElement) => within(root).getByRole('button', { name: vi.submit });

/** The four withdraw-password boxes. */
export const withdrawBoxes = (root: HTMLElement) =>
  [1, 2, 3, 4].map((n) =>
    within(root).getByLabelText<HTMLInputElement>(
      vi.withdraw_digit.replace('{{n}}', String(n)).replace('{{total}}', '4'),
    ),
  );

/** The birthday selects: year, month, day. */
export const birthdaySelects = (root: HTMLElement) => {
  const group = within(root).getByRole('group', { name: new RegExp(`^${vi.fields.member_birthday}`) });
  return [vi.birthday_year, vi.birthday_month, vi.birthday_day].map((name) =>
    within(group).getByRole('combobox', { name }),
  ) as [HTMLSelectElement, HTMLSelectElement, HTMLSelectElement];
};

/** Types a value as a change (fast: the rules are what is tested, not the keyboard). */
export function setValue(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}
/** Types a value and leaves the field. */
export function setAndLeave(el: HTMLElement, value: string) {
  fireEvent.focus(el);
  setValue(el, value);
  fireEvent.blur(el);
}

/** A complete VND form (the demo settings). */
export const VALID_VND = {
  member_account: 'player01',
  password: 'abc123',
  member_confirm_password: 'abc123',
  member_name: 'Minh',
  member_phone: '0901234567',
  phone_verify: '123456',
  answer: 'ab12',
};

/** Fills every required VND field, the four withdraw digits and the agreement. */
export function fillValidVnd(root: HTMLElement, values: Partial<typeof VALID_VND> = {}) {
  for (const [name, value] of Object.entries({ ...VALID_VND, ...values })) setValue(field(root, name), value);
  withdrawBoxes(root).forEach((box, i) => setValue(box, String(i + 1)));
  const agreement = field(root, 'agreement');
  if (!agreement.checked) fireEvent.click(agreement);
}

/** Records one bus event while a test runs. */
export function listen<K extends keyof BusEvents>(name: K) {
  const fn = jest.fn<void, [BusEvents[K]]>();
  const off = bus.on(name, fn);
  return { fn, off };
}

/** Sends the form as Enter in a field does. */
export function submitForm(form: HTMLElement) {
  act(() => {
    fireEvent.submit(form);
  });
}
