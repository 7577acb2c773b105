import { CLIENT_SECTIONS } from './clientQuestionnaires';
import { multiselect, mutex, plain, type SectionSeed, section, YES_NO } from './questionnaireKit';

/** A bank's "store" is a branch; everyone else's is a store. */
const placeWord = (client: string) => (client === 'kosh-bank' ? 'Branch' : 'Store');

function exteriorSection(client: string): SectionSeed {
  const place = placeWord(client);
  return section(
    `${place} Exterior & First Impression`,
    [
      mutex(`Was the ${place.toLowerCase()} **signage** clearly visible and fully lit?`, YES_NO, {
        commentOnZero: true,
      }),
      multiselect('Which of these were in order at the entrance? *Tick all that apply.*', [
        ['Clean glass doors and windows', 2],
        ['All lights working', 2],
        ['Entrance free of clutter', 2],
        ['Current offer standee displayed', 2],
      ]),
      plain('Note the **time you entered** (HH:MM, 24-hour clock).', '11:42'),
      mutex('Was the area outside clean and free of litter?', [
        ['Yes', 5],
        ['Partly', 2],
        ['No', 0],
      ]),
    ],
    [
      [`${place} front photo`, true, 'PHOTO'],
      ['Signage close-up', false, 'PHOTO'],
    ],
    { minimumAttachments: 1 },
  );
}

const BILLING_SECTION = section(
  'Billing & Exit',
  [
    mutex(
      'Was a **printed or digital bill** offered without you asking?',
      [
        ['Yes', 5],
        ['Only when asked', 2],
        ['No', 0],
      ],
      { commentOnZero: true },
    ),
    mutex('Could you pay by the mode of your choice (UPI, card or cash)?', YES_NO),
    plain('Bill number and total amount paid (₹).', 'INV-20418, ₹ 385'),
    mutex('Were you **thanked** and invited to visit again?', YES_NO),
    mutex('Was a feedback SMS or e-mail received *within one hour* of your visit?', YES_NO, { hidden: true }),
  ],
  [
    ['Billing counter audio', true, 'AUDIO'],
    ['Bill / invoice photo', true, 'DOCUMENT'],
  ],
  { minimumAttachments: 2 },
);

// A branch visit ends with no bill, so the bank's closing section asks about the follow-up instead.
const BRANCH_CLOSING_SECTION = section(
  'Closing & Follow-up',
  [
    mutex('Were you given a **brochure** or an account-opening form?', YES_NO),
    mutex('Did the staff offer to **call you back** or take your number?', YES_NO, { commentOnZero: true }),
    plain(
      'Name and designation of the staff member who attended you.',
      'Ms. Farah Sheikh, Relationship Manager.',
    ),
    mutex('Were you thanked when you left the branch?', YES_NO),
    mutex('Did you receive a follow-up call *within 24 hours*?', YES_NO, { hidden: true }),
  ],
  [
    ['Conversation audio', true, 'AUDIO'],
    ['Brochure / form photo', false, 'PHOTO'],
  ],
  { minimumAttachments: 1 },
);

const OVERALL_SECTION = section(
  'Overall Experience',
  [
    plain(
      'In 3 to 4 lines, describe your **overall experience** as a customer.',
      'Staff were polite and knew the products well. The wait was reasonable and the store was clean, ' +
        'although the billing counter was short-staffed at the time of my visit.',
    ),
    mutex(
      'Based on this visit, would you **return**?',
      [
        ['Definitely', 5],
        ['Maybe', 3],
        ['No', 0],
      ],
      { commentOnZero: true },
    ),
    multiselect('What stood out *positively*? Tick all that apply.', [
      ['Staff behaviour', 2],
      ['Speed of service', 2],
      ['Cleanliness', 2],
      ['Value for money', 2],
    ]),
  ],
  [['Any other supporting proof', false, null]],
  // The free-text question already is the auditor's comment on this section.
  { hideComment: true },
);

/** The five sections of a client's questionnaire, in order. */
export function questionnaireFor(client: string): SectionSeed[] {
  const clientSections = CLIENT_SECTIONS[client];
  if (!clientSections) throw new Error(`no questionnaire for client ${client}`);
  const closing = client === 'kosh-bank' ? BRANCH_CLOSING_SECTION : BILLING_SECTION;
  return [exteriorSection(client), ...clientSections, closing, OVERALL_SECTION];
}
