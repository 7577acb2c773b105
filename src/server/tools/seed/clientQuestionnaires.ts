import { multiselect, mutex, plain, type SectionSeed, section, YES_NO } from './questionnaireKit';

/**
 * The sections each client adds between the shared exterior and closing sections: what its
 * customers care about in a café, an electronics showroom, a bank branch and a boutique.
 */
export const CLIENT_SECTIONS: Record<string, SectionSeed[]> = {
  'kaapi-kulture': [
    section(
      'Greeting & Ordering',
      [
        mutex('Were you **greeted within 10 seconds** of reaching the counter?', YES_NO, {
          commentOnZero: true,
        }),
        mutex('Did the barista suggest an *add-on* (extra shot, dessert, larger size)?', YES_NO),
        multiselect('Which of these did the barista confirm **before billing**?', [
          ['Your name for the cup', 2],
          ['Milk preference', 2],
          ['Cup size', 2],
          ['Dine-in or takeaway', 2],
        ]),
        plain(
          'What did you order, and what did the menu board say it costs?',
          'One cappuccino (regular), ₹ 210.',
        ),
        mutex(
          'How long did you wait between paying and receiving your order?',
          [
            ['Under 5 minutes', 5],
            ['5 to 10 minutes', 3],
            ['More than 10 minutes', 0],
          ],
          { commentOnZero: true },
        ),
      ],
      [
        ['Menu board photo', false, 'PHOTO'],
        ['Order conversation audio', true, 'AUDIO'],
      ],
    ),
    section(
      'Beverage & Seating Area',
      [
        mutex('Was your beverage served at the **right temperature**?', YES_NO),
        mutex('How would you rate the **taste**?', [
          ['Excellent', 5],
          ['Good', 3],
          ['Average', 1],
          ['Poor', 0],
        ]),
        multiselect('Seating area: tick everything that was true.', [
          ['Tables wiped clean', 2],
          ['Floor clean and dry', 2],
          ['Music at a comfortable volume', 1],
          ['Washroom clean and stocked', 3],
        ]),
        plain(
          'Note anything *unusual* you saw in the seating area.',
          'A spill near the window seats stayed uncleaned for about ten minutes.',
        ),
      ],
      [
        ['Beverage photo', true, 'PHOTO'],
        ['Seating area photo', false, 'PHOTO'],
      ],
      { minimumAttachments: 1 },
    ),
  ],
  voltkart: [
    section(
      'Sales Pitch',
      [
        mutex('Did a sales associate **approach you within 2 minutes**?', YES_NO, { commentOnZero: true }),
        mutex('Did the associate ask about your *budget and usage* before recommending a model?', YES_NO),
        multiselect('Which features did the associate explain?', [
          ['Battery life', 2],
          ['Camera', 2],
          ['Display', 2],
          ['Warranty and service centres', 2],
          ['Exchange offer', 2],
        ]),
        plain(
          'Which model was recommended, and why?',
          'A mid-range 5G phone, because of its battery and camera.',
        ),
        mutex('Was a **demo unit** switched on and available to try?', YES_NO),
      ],
      [
        ['Sales conversation audio', true, 'AUDIO'],
        ['Demo unit photo', false, 'PHOTO'],
      ],
    ),
    section(
      'Offers & Add-ons',
      [
        mutex('Was the ongoing **bank offer** explained correctly?', YES_NO, { commentOnZero: true }),
        mutex('Was an **extended warranty** offered?', YES_NO),
        multiselect('Which add-ons were offered?', [
          ['Screen protector', 1],
          ['Back cover', 1],
          ['Extended warranty', 2],
          ['Damage insurance', 2],
        ]),
        plain('Final price quoted, including all offers (₹).', '₹ 24,999 after a ₹ 2,000 card discount.'),
      ],
      [
        ['Offer standee photo', false, 'PHOTO'],
        ['Price quote photo', false, 'PHOTO'],
      ],
    ),
  ],
  'kosh-bank': [
    section(
      'Branch Entry & Queue',
      [
        mutex('Did the security guard **greet you** and direct you to the right desk?', YES_NO),
        mutex('Was a **token** issued, or a working queue system in place?', YES_NO, { commentOnZero: true }),
        plain(
          'Token number, and how long you waited before being attended.',
          'Token A-117, about 12 minutes.',
        ),
        multiselect('Which notices were displayed in the banking hall?', [
          ['Interest rate board', 2],
          ['Grievance officer details', 2],
          ['Working hours', 1],
          ['Deposit insurance notice', 1],
        ]),
      ],
      [
        ['Token slip photo', true, 'PHOTO'],
        ['Banking hall photo', false, 'PHOTO'],
      ],
    ),
    section(
      'Savings Account Enquiry',
      [
        mutex('Did the staff explain the **minimum balance** requirement?', YES_NO),
        multiselect('Which documents were mentioned for *KYC*?', [
          ['PAN card', 2],
          ['Aadhaar', 2],
          ['Photograph', 1],
          ['Address proof', 1],
        ]),
        mutex(
          'Did the staff push a product you did not ask for (e.g. insurance)?',
          [
            ['No', 5],
            ['Yes', 0],
          ],
          { commentOnZero: true },
        ),
        mutex('Was the **interest rate** on savings quoted correctly?', YES_NO),
        plain(
          'Which account variant was recommended?',
          'Kosh Smart Savings, with a ₹ 10,000 average balance.',
        ),
      ],
      [
        ['Rate board photo', false, 'PHOTO'],
        ['Documents checklist photo', false, 'PHOTO'],
      ],
    ),
  ],
  dhaaga: [
    section(
      'Visual Merchandising',
      [
        mutex('Was the **new collection** displayed at the front of the store?', YES_NO, {
          commentOnZero: true,
        }),
        multiselect('Which of these were in order?', [
          ['Mannequins fully dressed', 2],
          ['Price tags on every item', 2],
          ['Size racks arranged by size', 2],
          ['Fitting-room signage visible', 1],
        ]),
        mutex('How was the **lighting** in the store?', [
          ['Bright and even', 5],
          ['Adequate', 3],
          ['Dim', 0],
        ]),
        plain(
          'List two display issues you noticed, if any.',
          'Two kurtas without price tags; one mannequin missing a dupatta.',
        ),
      ],
      [
        ['Window display photo', true, 'PHOTO'],
        ['Rack arrangement photo', false, 'PHOTO'],
      ],
      { minimumAttachments: 2 },
    ),
    section(
      'Fitting Room & Assistance',
      [
        mutex('Was a staff member **available at the fitting room**?', YES_NO),
        mutex('Were you offered an *alternative size or colour*?', YES_NO, { commentOnZero: true }),
        plain('How many items were you allowed to take in?', 'Four.'),
        multiselect('Fitting room condition: tick everything that was true.', [
          ['Clean floor', 2],
          ['Hooks to hang clothes', 1],
          ['Full-length mirror', 1],
          ['Door locked properly', 2],
        ]),
      ],
      [
        ['Fitting room photo', false, 'PHOTO'],
        ['Staff interaction audio', false, 'AUDIO'],
      ],
    ),
  ],
};
