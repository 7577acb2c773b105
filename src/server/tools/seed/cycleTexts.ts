/**
 * The markdown an auditor reads: each cycle's description (before applying) and its guidelines
 * (after approval). Written the way a project manager briefs a mystery shopper.
 */
export const CYCLE_DESCRIPTIONS = {
  cafe: `## About this audit

Visit a **Kaapi Kulture** café as an ordinary customer, order one hot beverage and observe the
service from the door to the table.

### What you will do
- Walk in, queue and order **one hot beverage** of your choice
- Note how quickly you are greeted and served
- Sit for at least **15 minutes** and observe the seating area
- Pay, keep the bill, and leave as any customer would

### Good to know
- The visit takes about **45 minutes**, plus 30 minutes to file the report
- Your beverage is reimbursed up to the amount shown
- Do **not** reveal that you are an auditor`,
  smartphone: `## About this audit

Shop for a **mid-range smartphone** at a Voltkart showroom. After the sales conversation you reveal
yourself to the store manager and check the display standards.

### What you will do
1. Ask for a phone for a parent, with a budget of about **₹ 25,000**
2. Let the associate recommend and demonstrate models
3. Ask about bank offers, exchange and extended warranty
4. **Reveal** yourself to the store manager and complete the display checklist

### Good to know
- No purchase is needed
- Record the sales conversation as audio (mandatory proof)
- The visit takes about **one hour**`,
  savings: `## About this audit

Walk into a **Kosh Bank** branch as a prospective customer who wants to open a *savings account*.

### What you will do
- Take a token and note the waiting time
- Ask about account variants, minimum balance and the documents needed
- Collect a brochure or form if offered

### Please note
- **Never** share your real account numbers, PAN or Aadhaar with branch staff
- Do not fill in or sign any form
- Visit between **10:30 am and 3:30 pm**, Monday to Friday`,
  debitCard: `## About this audit

Ask a **Kosh Bank** branch about its *debit cards* as a customer who is comparing banks. Open to
auditors new to Auditly: no rating is needed.

### What you will do
- Ask which cards come with a savings account, their yearly fees and their limits
- Ask how long a card takes to arrive and whether it can be collected at the branch

### Please note
- **Never** share your real card or account numbers with branch staff
- Visit between **10:30 am and 3:30 pm**, Monday to Friday`,
  standards: `## About this audit

A **revealed** audit of Dhaaga store standards. You introduce yourself to the store manager at the
start and review the store together.

### What you will check
- Window display and the **new collection** placement
- Price tagging, size racks and mannequins
- Fitting rooms and staff assistance

### Good to know
- Carry your **ID proof**; the store manager will ask for it
- You may buy one accessory up to the reimbursement amount to check billing
- The visit takes about **one and a half hours**`,
  festive: `## Festive Collection Launch

Be among the first customers to see Dhaaga's **festive collection** in store.

- Check that the collection is displayed on launch day
- Ask for help choosing an outfit for a family wedding
- Note the offers communicated at billing

*Applications open when the cycle starts.*`,
  archivedPhones: `## About this audit

Shop for a smartphone as an ordinary customer and observe the **sales process** at a Voltkart
showroom.

- Ask for a phone under **₹ 20,000**
- Note which features and offers are explained
- Do not buy; leave politely after the conversation`,
};

export const CYCLE_GUIDELINES = {
  walkIn: `### Before the visit
- Read the questionnaire **once** so you know what to observe
- Charge your phone; you will record audio and take photos
- Dress as an ordinary customer

### During the visit
- Record audio **discreetly**; never film staff faces
- Note times as they happen: entry, greeting, service, exit
- Keep every bill and receipt

### After the visit
- Fill the report **within 24 hours**; a report not submitted within 2 days fails
- Upload the mandatory proofs in the right sections
- Write a report summary of at least *150 characters*`,
  revealed: `### Revealing yourself
- Complete the customer sections **before** revealing yourself
- Show the authorisation letter from the portal and your ID proof
- Ask the store manager to accompany you for the checklist

### Photos
- Take wide shots of the window, racks and fitting rooms
- Avoid customers' faces in every photo

### Reporting
- Submit the report **the same day**
- Mention anything the store manager said about staffing or stock`,
  bank: `### Conduct
- Behave as a genuine prospect; **do not** share real documents
- Do not record inside the cash area

### Proofs
- Photograph your **token slip** before you leave the branch
- Record the enquiry conversation as audio

### Reporting
- Note the staff member's name and designation from the desk plate
- Submit within **24 hours** of the visit`,
};
