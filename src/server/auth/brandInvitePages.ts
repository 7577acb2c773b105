import {
  BRAND_PEOPLE_MESSAGES,
  type FieldErrors,
  NAME_MAX_LENGTH,
  NON_FIELD_ERRORS,
  SIGNUP_MESSAGES,
} from '../../contract';
import { html } from './html';
import { alertBox, fieldErrors, renderPage } from './pageLayout';

/**
 * The page an invitation's link opens (decision 0078): who invites, to which seat, and the form
 * that creates the account. The address is the invitation's, shown and not asked.
 */
export interface BrandInvitePageModel {
  brand: string;
  token: string;
  invite: { email: string; brand: string; seat: string };
  values?: Partial<Record<'first_name' | 'last_name', string>>;
  errors?: FieldErrors;
}

export function brandInvitePage(m: BrandInvitePageModel): string {
  const e = m.errors ?? {};
  const v = m.values ?? {};
  return renderPage({
    title: 'Accept the invitation',
    brand: m.brand,
    body: html`<h1>${BRAND_PEOPLE_MESSAGES.inviteFinish(m.invite.brand, m.invite.seat)}</h1>
<p class="lead">Create your account for ${m.invite.email} to read ${m.invite.brand}’s audit results.</p>
${alertBox('error', e[NON_FIELD_ERRORS]?.[0])}
<form method="post" action="/auth/brand_invite/${m.token}" novalidate>
<div class="row"><div><label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name" maxlength="${String(NAME_MAX_LENGTH)}" required value="${v.first_name ?? ''}">${fieldErrors(e.first_name)}</div>
<div><label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name" maxlength="${String(NAME_MAX_LENGTH)}" required value="${v.last_name ?? ''}">${fieldErrors(e.last_name)}</div></div>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required>${fieldErrors(e.password)}
<button type="submit">Create account</button></form>`,
  });
}

/** A link that cannot create an account: spent, expired or replaced, or its address has one. */
export function brandInviteRefusedPage(m: { brand: string; reason: 'invalid' | 'taken' }): string {
  const invalid = m.reason === 'invalid';
  return renderPage({
    title: invalid ? 'Link not valid' : 'Account exists',
    brand: m.brand,
    body: html`<h1>${invalid ? 'Link not valid' : 'Account exists'}</h1>${alertBox('error', invalid ? BRAND_PEOPLE_MESSAGES.inviteInvalid : SIGNUP_MESSAGES.taken)}
<p class="links"><a href="/auth/login">Log in</a></p>`,
  });
}
