import { type FieldErrors, NON_FIELD_ERRORS, SIGNUP_MESSAGES } from '../../contract';
import { html } from './html';
import { alertBox, fieldErrors, renderPage } from './pageLayout';

/**
 * The sign-up pages (decision 0030): the form; the one answer a valid form gets, new address or
 * registered; and the page the mailed link opens, whose button creates the account (a button, not
 * the link itself, since mail scanners open links and would spend it).
 */

export interface SignupPageModel {
  brand: string;
  values: Partial<Record<'email' | 'first_name' | 'last_name' | 'referral_code', string>>;
  errors?: FieldErrors;
}

export function signupPage(m: SignupPageModel): string {
  const e = m.errors ?? {};
  const v = m.values;
  return renderPage({
    title: 'Sign up',
    brand: m.brand,
    body: html`<h1>Become an auditor</h1><p class="lead">Create your account; you can complete your profile afterwards.</p>
${alertBox('error', e[NON_FIELD_ERRORS]?.[0])}
<form method="post" action="/auth/signup" novalidate>
<div class="row"><div><label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name" maxlength="20" required value="${v.first_name ?? ''}">${fieldErrors(e.first_name)}</div>
<div><label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name" maxlength="20" required value="${v.last_name ?? ''}">${fieldErrors(e.last_name)}</div></div>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${v.email ?? ''}">${fieldErrors(e.email)}
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required>${fieldErrors(e.password)}
<label for="referral_code">Referral code <span class="opt">(optional)</span></label><input id="referral_code" name="referral_code" maxlength="20" value="${v.referral_code ?? ''}">${fieldErrors(e.referral_code)}
<button type="submit">Create account</button></form>
<p class="links">Already registered? <a href="/auth/login">Log in</a></p>`,
  });
}

/** The answer to every valid sign-up form, whether its address is new or has an account. */
export function signupSentPage(m: { brand: string; email: string }): string {
  return renderPage({
    title: SIGNUP_MESSAGES.sentTitle,
    brand: m.brand,
    body: html`<h1>${SIGNUP_MESSAGES.sentTitle}</h1>${alertBox('success', SIGNUP_MESSAGES.sent(m.email))}
<p>${SIGNUP_MESSAGES.sentKnown}</p>
<p class="links"><a href="/auth/login">Log in</a> · <a href="/auth/signup">Sign up again</a></p>`,
  });
}

/** /auth/signup/{token}: the mailed link's page, while the link works. */
export function signupFinishPage(m: { brand: string; token: string; email: string }): string {
  return renderPage({
    title: SIGNUP_MESSAGES.finishTitle,
    brand: m.brand,
    body: html`<h1>${SIGNUP_MESSAGES.finishTitle}</h1><p class="lead">${SIGNUP_MESSAGES.finish(m.email)}</p>
<form method="post" action="/auth/signup/${m.token}"><button type="submit">${SIGNUP_MESSAGES.finishButton}</button></form>`,
  });
}

/** A sign-up link that cannot create an account: spent or expired, or its address has one now. */
export function signupLinkRefusedPage(m: { brand: string; reason: 'invalid' | 'taken' }): string {
  const invalid = m.reason === 'invalid';
  return renderPage({
    title: invalid ? 'Link not valid' : 'Account exists',
    brand: m.brand,
    body: html`<h1>${invalid ? 'Link not valid' : 'Account exists'}</h1>${alertBox('error', invalid ? SIGNUP_MESSAGES.invalidLink : SIGNUP_MESSAGES.taken)}
<p class="links"><a href="/auth/login">Log in</a> · <a href="/auth/signup">Sign up</a></p>`,
  });
}
