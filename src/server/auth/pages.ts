import type { FieldErrors } from '../../contract';
import { NON_FIELD_ERRORS } from '../../contract';
import { html } from './html';
import { alertBox, fieldErrors, renderPage } from './pageLayout';

export interface LoginPageModel {
  brand: string;
  next: string;
  email?: string;
  error?: string;
  notice?: string;
}

export function loginPage(m: LoginPageModel): string {
  const signupHref = `/auth/signup?next=${encodeURIComponent(m.next)}`;
  return renderPage({
    title: 'Log in',
    brand: m.brand,
    body: html`<h1>Log in</h1><p class="lead">Welcome back. Sign in to find audits and file your reports.</p>
${alertBox('success', m.notice)}${alertBox('error', m.error)}
<form method="post" action="/auth/login" novalidate>
<input type="hidden" name="next" value="${m.next}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${m.email ?? ''}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form>
<p class="links">New here? <a href="${signupHref}">Create an auditor account</a></p>`,
  });
}

export function passwordChangePage(m: { brand: string; errors?: FieldErrors; done?: boolean }): string {
  const e = m.errors ?? {};
  if (m.done) {
    return renderPage({
      title: 'Password changed',
      brand: m.brand,
      body: html`<h1>Password changed</h1>${alertBox('success', 'Your password has been changed. Other devices were signed out.')}
<p class="links"><a href="/details">Back to My Profile</a></p>`,
    });
  }
  return renderPage({
    title: 'Change password',
    brand: m.brand,
    body: html`<h1>Change password</h1><p class="lead">Other devices signed in to your account will be signed out.</p>
${alertBox('error', e[NON_FIELD_ERRORS]?.[0])}
<form method="post" action="/auth/password_change" novalidate>
<label for="old_password">Current password</label><input id="old_password" name="old_password" type="password" autocomplete="current-password" required>${fieldErrors(e.old_password)}
<label for="new_password">New password</label><input id="new_password" name="new_password" type="password" autocomplete="new-password" required>${fieldErrors(e.new_password)}
<label for="confirm_password">Confirm new password</label><input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" required>${fieldErrors(e.confirm_password)}
<button type="submit">Change password</button></form>
<p class="links"><a href="/">Back to the portal</a></p>`,
  });
}

/** /auth/password_reset/{token}: the one-time link a manager had sent (decision 0025). */
export function passwordResetPage(m: {
  brand: string;
  token: string;
  state: 'form' | 'invalid' | 'done';
  errors?: FieldErrors;
  invalidMessage: string;
  doneMessage: string;
}): string {
  if (m.state === 'invalid')
    return renderPage({
      title: 'Link not valid',
      brand: m.brand,
      body: html`<h1>Link not valid</h1>${alertBox('error', m.invalidMessage)}
<p class="links"><a href="/auth/login">Log in</a></p>`,
    });
  if (m.state === 'done')
    return renderPage({
      title: 'Password set',
      brand: m.brand,
      body: html`<h1>Password set</h1>${alertBox('success', m.doneMessage)}
<p class="links"><a href="/auth/login">Log in</a></p>`,
    });
  const e = m.errors ?? {};
  return renderPage({
    title: 'Set a new password',
    brand: m.brand,
    body: html`<h1>Set a new password</h1>
${alertBox('error', e[NON_FIELD_ERRORS]?.[0])}
<form method="post" action="/auth/password_reset/${m.token}" novalidate>
<label for="new_password">New password</label><input id="new_password" name="new_password" type="password" autocomplete="new-password" required>${fieldErrors(e.new_password)}
<label for="confirm_password">Confirm new password</label><input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" required>${fieldErrors(e.confirm_password)}
<button type="submit">Set password</button></form>`,
  });
}
