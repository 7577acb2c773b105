import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
} from './app';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address.')
  .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid e-mail address.'));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

const personName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`);

/** POST /auth/login (form) */
export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  next: z.string().optional(),
});

/** POST /auth/signup (form): a new auditor account */
export const signupFormSchema = z.object({
  email,
  password: newPassword,
  first_name: personName('first name'),
  last_name: personName('last name'),
  referral_code: z
    .string()
    .trim()
    .toUpperCase()
    .max(REFERRAL_CODE_MAX_LENGTH, `At most ${REFERRAL_CODE_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/** POST /auth/password_change (form) */
export const passwordChangeFormSchema = z
  .object({
    old_password: z.string().min(1, 'Enter your current password.'),
    new_password: newPassword,
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'The two passwords do not match.',
  });

/** `next` after login: only a path on this site, never another host (open-redirect defence). */
export function safeNextPath(next: string | undefined | null): string {
  const isLocalPath = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return isLocalPath && next ? next : '/';
}

/** The login page that returns to `path` (slashes kept readable: /auth/login?next=/payment). */
export function loginPath(path: string): string {
  return `/auth/login?next=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
