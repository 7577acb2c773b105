import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
} from './app';
import { textInput } from './storableText';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address.')
  .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid e-mail address.'));

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

export const personName = (what: string) =>
  textInput()
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`);

/** POST /auth/login (form) */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  /** any shape: safeNextPath decides where a login leads, and a bad `next` never refuses one */
  next: z.unknown().optional(),
});

/** POST /auth/signup (form): a new auditor account */
export const signupFormSchema = z.object({
  email: emailSchema,
  password: newPassword,
  first_name: personName('first name'),
  last_name: personName('last name'),
  referral_code: textInput()
    .trim()
    .toUpperCase()
    .max(REFERRAL_CODE_MAX_LENGTH, `At most ${REFERRAL_CODE_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/**
 * Sign-up answers a valid form with one page whether the address is new or has an account; the
 * mailbox learns which (decision 0030). A new address is sent a one-time link that creates the
 * account and signs in, for SIGNUP_LINK_HOURS.
 */
export const SIGNUP_LINK_HOURS = 24;
export const SIGNUP_MESSAGES = {
  sentTitle: 'Check your inbox',
  sent: (email: string) =>
    `We sent a message to ${email}. Follow the link in it to finish creating your account; it works for ${SIGNUP_LINK_HOURS} hours.`,
  sentKnown: 'If this address already has an account, the message says how to log in instead.',
  finishTitle: 'Finish creating your account',
  finish: (email: string) => `Create your auditor account for ${email} and log in.`,
  finishButton: 'Create my account',
  invalidLink: 'This link has expired or was already used. Sign up again to be sent a new one.',
  taken: 'This e-mail address already has an account. Log in instead.',
} as const;

/** POST /auth/password_change (form) */
export const passwordChangeFormSchema = z
  .object({
    old_password: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
    new_password: newPassword,
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'The two passwords do not match.',
  });

/**
 * POST /auth/password_reset/{token} (form): the one-time link a manager had sent (decision 0025).
 */
export const passwordResetFormSchema = z
  .object({
    new_password: newPassword,
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'The two passwords do not match.',
  });

/** How long a password reset link works, and what its pages say. */
export const PASSWORD_RESET_HOURS = 24;
/**
 * A mailed link's token as the link carries it (32 random bytes, base64url): a password reset's, a
 * sign-up's, a brand invitation's; anything else is not a link of ours (server/routes/, and the
 * OpenAPI document's path parameter).
 */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const PASSWORD_RESET_MESSAGES = {
  invalidLink: 'This link has expired or was already used. Ask your manager for a new one.',
  done: 'Your password has been set. Every device signed in to your account was signed out.',
} as const;
