import * as yup from 'yup';

export interface ApplyValues {
  contact: string;
  message: string;
  agree: boolean;
}

export const emptyApplyValues: ApplyValues = { contact: '', message: '', agree: false };

/** The application's rules (keys of the proxy namespace), as the platform checks them. */
export const applySchema = yup.object({
  contact: yup
    .string()
    .trim()
    .required('apply.error.contact_required')
    .min(3, 'apply.error.contact_length')
    .max(100, 'apply.error.contact_length'),
  message: yup.string().max(500, 'apply.error.message_length'),
  agree: yup.boolean().oneOf([true], 'apply.error.agree_required'),
});
