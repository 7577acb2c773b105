/**
 * The certification test: 20 questions of 5 marks (spec: 5 comprehension, 2 visual, 4 listening,
 * 3 grammar, 6 problem solving), each with four options of which exactly one is correct.
 */
export interface CertificationOption {
  answerText: string;
  isCorrect: boolean;
  serialNumber: string;
}

export interface CertificationQuestionSeed {
  category: 'comprehension' | 'visual' | 'listening' | 'grammar' | 'problem_solving';
  heading: string;
  extraInfo: string;
  extraInfoSubheading: string;
  imgUrl: string | null;
  audioUrl: string | null;
  question: string;
  questionBold: string;
  instruction: string;
  underline: string;
  options: CertificationOption[];
}

export const CERTIFICATION_MARKS = 5;

type Fields = Partial<Omit<CertificationQuestionSeed, 'category' | 'options' | 'question'>>;

function ask(
  category: CertificationQuestionSeed['category'],
  question: string,
  answers: [string, string, string, string],
  correct: 0 | 1 | 2 | 3,
  fields: Fields = {},
): CertificationQuestionSeed {
  return {
    category,
    heading: '',
    extraInfo: '',
    extraInfoSubheading: '',
    imgUrl: null,
    audioUrl: null,
    questionBold: '',
    instruction: '',
    underline: '',
    ...fields,
    question,
    options: answers.map((answerText, index) => ({
      answerText,
      isCorrect: index === correct,
      serialNumber: 'ABCD'.charAt(index),
    })),
  };
}

const HISTORY_PASSAGE =
  'Mystery shopping began in the 1940s, when banks and retailers hired people to pose as customers ' +
  'and check the honesty of their employees. Today the purpose is broader: brands use mystery shoppers ' +
  'to measure the customer experience itself. A shopper follows a script, observes the store with care ' +
  "and reports facts rather than feelings. A good report says 'no one greeted me for two minutes', not " +
  "'the staff were rude'. Because a single visit is only a snapshot, brands combine hundreds of reports " +
  'to find patterns and train their staff.';

const VISIT_PASSAGE =
  'Kavita visited an electronics store at 6 pm on a Saturday. She waited eight minutes before a sales ' +
  'associate approached her. He was polite and explained the battery and camera of two phones, but he ' +
  'did not mention the exchange offer advertised at the entrance. When Kavita asked about it, he said the ' +
  'offer had ended the previous day, although the standee was still on display.';

const CAFE_TRANSCRIPT =
  'Barista: Good morning! Welcome to Kaapi Kulture. What can I get you?\n' +
  'Customer: A medium cappuccino with oat milk, please.\n' +
  'Barista: Sure. Would you like to add a blueberry muffin for forty rupees more?\n' +
  'Customer: No, thank you.\n' +
  'Barista: That is two hundred and thirty rupees. Card or UPI?\n' +
  'Customer: UPI.\n' +
  'Barista: Your order will be ready in about five minutes at the pick-up counter.';

const comprehension = (passage: string): Fields => ({
  heading: 'Comprehension',
  extraInfo: passage,
  extraInfoSubheading: 'Read the passage and answer the question.',
});

const visual = (imgUrl: string): Fields => ({
  heading: 'Visual observation',
  imgUrl,
  instruction: 'Look at the picture carefully before you answer.',
});

// The recording is synthesised speech (espeak-ng, two voices, mp3 at 32 kbit/s) served by the app;
// the transcript stays for auditors who cannot listen, behind a disclosure on the question page.
const LISTENING: Fields = {
  heading: 'Listening',
  audioUrl: '/certification/listening-cafe.mp3',
  extraInfo: CAFE_TRANSCRIPT,
  extraInfoSubheading: 'Transcript of the recording',
  instruction:
    'Play the recording of a customer ordering at a café counter; you may play it as often as you like.',
};

const GRAMMAR: Fields = { heading: 'English grammar' };
const PROBLEM_SOLVING: Fields = { heading: 'Problem solving' };

export const CERTIFICATION_QUESTIONS: CertificationQuestionSeed[] = [
  ask(
    'comprehension',
    'According to the passage, why did banks and retailers first hire mystery shoppers?',
    [
      'To check the honesty of their employees',
      'To sell more products',
      'To train new cashiers',
      'To design new stores',
    ],
    0,
    comprehension(HISTORY_PASSAGE),
  ),
  ask(
    'comprehension',
    'Which observation is written the way the passage recommends?',
    [
      'The staff were lazy.',
      'The store felt unwelcoming.',
      'No one greeted me for the first three minutes.',
      'The cashier seemed to dislike customers.',
    ],
    2,
    comprehension(HISTORY_PASSAGE),
  ),
  ask(
    'comprehension',
    'Why do brands combine hundreds of reports?',
    [
      'Because each auditor is paid per report',
      'Because a single visit is only a snapshot',
      'Because most reports are wrong',
      'Because the law requires it',
    ],
    1,
    comprehension(HISTORY_PASSAGE),
  ),
  ask(
    'comprehension',
    'How long did Kavita wait before she was approached?',
    ['Six minutes', 'Eight minutes', 'Eighteen minutes', 'She was approached at once'],
    1,
    comprehension(VISIT_PASSAGE),
  ),
  ask(
    'comprehension',
    'What should Kavita report about the exchange offer?',
    [
      'The offer was explained well',
      'The associate refused to help her',
      'The standee still advertised an offer that had ended',
      'The store had no offers at all',
    ],
    2,
    comprehension(VISIT_PASSAGE),
  ),
  ask('visual', 'How many red jars are on the top shelf?', ['Two', 'Three', 'Four', 'Five'], 1, {
    ...visual('/certification/visual-1.svg'),
    questionBold: 'red jars',
  }),
  ask(
    'visual',
    'According to the sign on the door, at what time does the store close?',
    ['8:00 pm', '9:00 pm', '9:30 pm', '10:00 pm'],
    1,
    visual('/certification/visual-2.svg'),
  ),
  ask(
    'listening',
    'Which milk did the customer ask for?',
    ['Oat milk', 'Almond milk', 'Skimmed milk', 'Regular milk'],
    0,
    LISTENING,
  ),
  ask(
    'listening',
    'What did the barista suggest adding to the order?',
    ['A cookie', 'A blueberry muffin', 'An extra shot', 'A larger size'],
    1,
    LISTENING,
  ),
  ask('listening', 'How much did the order cost?', ['₹ 190', '₹ 230', '₹ 240', '₹ 270'], 1, LISTENING),
  ask(
    'listening',
    'Where was the customer asked to collect the order?',
    ['At the table', 'At the billing counter', 'At the pick-up counter', 'At the entrance'],
    2,
    LISTENING,
  ),
  ask(
    'grammar',
    'Choose the word that completes the sentence correctly.',
    ['review', 'reviewed', 'reviewing', 'reviews'],
    1,
    {
      ...GRAMMAR,
      questionBold: 'The store manager ____ the report before it was submitted.',
    },
  ),
  ask(
    'grammar',
    'Choose the best replacement for the underlined word.',
    ['There', "They're", 'Thier', 'No change needed'],
    0,
    {
      ...GRAMMAR,
      questionBold: 'Their was a long queue at the billing counter.',
      underline: 'Their',
      instruction: 'The underlined word may contain an error.',
    },
  ),
  ask(
    'grammar',
    'Which sentence is punctuated correctly?',
    [
      'The associate said, "The offer ends today."',
      'The associate said "the offer ends today".',
      'The associate, said the offer ends today.',
      'The associate said: the offer, ends today',
    ],
    0,
    GRAMMAR,
  ),
  ask(
    'problem_solving',
    'You reach the store at the audit time and find it closed, with no notice. What should you do first?',
    [
      'Go home and fill in the report later from memory',
      'Photograph the closed store front with the time visible and inform your project manager',
      'Audit another store of the same brand without telling anyone',
      "Answer 'No' to every question",
    ],
    1,
    PROBLEM_SOLVING,
  ),
  ask(
    'problem_solving',
    'A bill shows ₹ 230 for a cappuccino and ₹ 40 for a muffin, with 10% off the total. What was paid?',
    ['₹ 230', '₹ 243', '₹ 247', '₹ 270'],
    1,
    PROBLEM_SOLVING,
  ),
  ask(
    'problem_solving',
    'During a mystery audit a store associate asks whether you are an auditor. What is the best response?',
    [
      'Admit it and ask for help with the questionnaire',
      'Stay in character politely and continue as a customer',
      'Leave the store immediately',
      'Show your auditor ID',
    ],
    1,
    PROBLEM_SOLVING,
  ),
  ask(
    'problem_solving',
    'You entered the store at 4:47 pm and were greeted at 4:55 pm. How long did you wait?',
    ['6 minutes', '8 minutes', '12 minutes', '18 minutes'],
    1,
    PROBLEM_SOLVING,
  ),
  ask(
    'problem_solving',
    'A report is due within 2 days of the audit. The audit was on a Friday. What is the last day to submit?',
    ['Saturday', 'Sunday', 'Monday', 'Tuesday'],
    1,
    PROBLEM_SOLVING,
  ),
  ask(
    'problem_solving',
    'Your reimbursement limit is ₹ 300 and your bill is ₹ 345. What should you do?',
    [
      'Ask the store to split the bill into two',
      'Upload the bill as it is; up to ₹ 300 will be reimbursed',
      'Correct the amount on the bill by hand',
      'Do not upload the bill',
    ],
    1,
    PROBLEM_SOLVING,
  ),
];
