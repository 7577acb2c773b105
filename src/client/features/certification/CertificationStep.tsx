import {
  CERTIFICATION_MESSAGES,
  CERTIFICATION_TEXTS,
  type CertificationState,
  certificationStanding,
} from '../../../contract';
import { answerCertification, submitCertification } from '../../api/certification';
import { useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useTextDraft } from '../../session/useTextDraft';
import { CertificationQuestionView } from './CertificationQuestionView';
import { catchUpAfterRefusal, certificationMessages } from './certificationRefusal';

interface CertificationStepProps {
  test: CertificationState;
  /** the test as the server now has it, after an answer or the submit */
  onChange: (next: CertificationState) => void;
  /** the server refused because this page is behind (another tab answered): load it again */
  onStale: () => Promise<void>;
}

/** A refusal, with the question it was about: once the page catches up, it may show another. */
interface StepProblem {
  question: number | undefined;
  messages: string[];
}

/** "a:B": the option chosen for question a, kept on the device until the server has it. */
const choiceOf = (draft: string, questionNumber: number) => {
  const [number, letter] = draft.split(':');
  return Number(number) === questionNumber ? (letter ?? '') : '';
};

/**
 * The current question: the first the server has no answer for, or the last one when all are
 * answered but the test is not scored yet (a submit that failed). Next records the answer before
 * moving on, so there is no way back; the last question's Submit records it and asks for the score.
 */
export function CertificationStep({ test, onChange, onStale }: CertificationStepProps) {
  const questions = test.questions;
  const firstOpen = questions.findIndex((q) => test.answers[String(q.question_number)] === undefined);
  const index = firstOpen === -1 ? questions.length - 1 : firstOpen;
  const question = questions[index];
  // the choice survives a reload or a failed send: it is the auditor's until the server has it
  const draft = useTextDraft('certification-choice', { keepOnUnmount: true });
  const {
    busy,
    error: problem,
    run,
  } = useServerAction<StepProblem | null>({
    none: null,
    refusal: (error) => ({ question: question?.question_number, messages: certificationMessages(error) }),
  });
  if (!question) return null;

  const recorded = test.answers[String(question.question_number)];
  const chosen = recorded ?? choiceOf(draft.text, question.question_number);
  const last = index === questions.length - 1;

  const send = async () => {
    // the first answer of all opens attempt 1 on the server
    const attempt = Math.max(test.standing.attempt, 1);
    let next = recorded ? test : await answerCertification(question.question_number, chosen, attempt);
    if (last) {
      const percent = await submitCertification();
      const standing = certificationStanding({ score: percent, submitted: true, attemptNumber: attempt });
      next = { ...next, score: percent, standing };
      showToast(CERTIFICATION_MESSAGES.submitted, { tone: 'success' });
    }
    draft.discard();
    onChange(next);
  };

  return (
    <form
      className="certification-step"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void run(send, catchUpAfterRefusal(onStale));
      }}
    >
      <p className="certification-progress">
        {CERTIFICATION_TEXTS.questionOf(index + 1, questions.length)}
        {test.standing.attempt > 1 ? ` · ${CERTIFICATION_TEXTS.attemptOf(test.standing.attempt)}` : ''}
      </p>
      <CertificationQuestionView
        key={question.question_number}
        question={question}
        chosen={chosen}
        locked={recorded !== undefined}
        onChoose={(letter) => draft.change(`${question.question_number}:${letter}`)}
      />
      {problem?.question === question.question_number
        ? problem.messages.map((message) => (
            <p key={message} className="certification-error" role="alert">
              {message}
            </p>
          ))
        : null}
      <div className="certification-actions">
        <button type="submit" className="button button-primary" disabled={!chosen || busy}>
          {last ? CERTIFICATION_TEXTS.submit : CERTIFICATION_TEXTS.next}
        </button>
      </div>
    </form>
  );
}
