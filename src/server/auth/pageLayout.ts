import { html, type RawHtml, raw } from './html';

/**
 * The frame of the server-rendered account pages (login, sign-up, password change). They work
 * without the app bundle and share the app's palette, so the switch between them is seamless.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1d2433}
header{background:#1b2440;padding:12px 20px;display:flex;align-items:center;gap:10px}
header img{height:40px}header span{color:#fff;font-weight:600;font-size:1.05rem}
main{display:flex;justify-content:center;padding:40px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(27,36,64,.08);padding:28px 24px;width:100%;max-width:420px}
h1{font-size:1.4rem;margin:0 0 6px}p.lead{color:#5b6478;margin:0 0 20px}
label{display:block;font-weight:600;font-size:.92rem;margin:14px 0 6px}
label .opt{font-weight:400;color:#5b6478}
input{width:100%;padding:11px 12px;border:1px solid #cdd3e0;border-radius:8px;font-size:1rem;background:#fff}
input:focus{outline:2px solid #2457d6;outline-offset:1px;border-color:#2457d6}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:8px;background:#2457d6;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#1c47b3}
.alert{border-radius:8px;padding:10px 12px;margin-bottom:12px;font-size:.95rem}
.alert.error{background:#fdecec;color:#a32020;border:1px solid #f5c2c2}
.alert.success{background:#e7f6ee;color:#17733f;border:1px solid #b9e3cb}
.field-error{color:#d93a3a;font-size:.85rem;margin:4px 0 0;list-style:none;padding:0}
.links{margin-top:18px;font-size:.93rem;color:#5b6478;text-align:center}
a{color:#2457d6}
`;

export function renderPage(options: { title: string; brand: string; body: RawHtml }): string {
  const { title, brand, body } = options;
  return `<!doctype html>${
    html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · ${brand} Auditor Portal</title><meta name="theme-color" content="#1b2440">
<link rel="icon" href="/logo.svg"><style>${raw(STYLE)}</style></head>
<body><header><img src="/logo.svg" alt=""><span>${brand} Auditor Portal</span></header>
<main><div class="card">${body}</div></main></body></html>`.html
  }`;
}

export function alertBox(kind: 'error' | 'success', message: string | undefined): RawHtml | null {
  return message
    ? html`<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`
    : null;
}

export function fieldErrors(messages: string[] | undefined): RawHtml | null {
  if (!messages?.length) return null;
  return html`<ul class="field-error">${messages.map((m) => html`<li>${m}</li>`)}</ul>`;
}
