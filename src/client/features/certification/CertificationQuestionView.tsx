import { useId } from 'react';
import { CERTIFICATION_TEXTS, type CertificationQuestion } from '../../../contract';

interface CertificationQuestionViewProps {
  question: CertificationQuestion;
  chosen: string;
  /** answered already (a submit that failed after the last answer): shown, not changeable */
  locked: boolean;
  onChoose: (letter: string) => void;
}

/** One question as the spec lays it out: heading, passage, picture or recording, radio options. */
export function CertificationQuestionView({
  question,
  chosen,
  locked,
  onChoose,
}: CertificationQuestionViewProps) {
  const name = useId();
  const hasRecording = question.audio_url !== null;
  return (
    <div className="certification-question">
      {question.heading ? <h2>{question.heading}</h2> : null}
      {question.extra_info && !hasRecording ? (
        <section className="certification-passage">
          {question.extra_info_subheading ? <h3>{question.extra_info_subheading}</h3> : null}
          <p>{question.extra_info}</p>
        </section>
      ) : null}
      {question.audio_url ? (
        <div className="certification-recording">
          {/* biome-ignore lint/a11y/useMediaCaption: the transcript is offered just below */}
          <audio controls preload="metadata" src={question.audio_url} />
          {question.extra_info ? (
            <details>
              <summary>{CERTIFICATION_TEXTS.transcript}</summary>
              <p>{question.extra_info}</p>
            </details>
          ) : null}
        </div>
      ) : null}
      {question.img_url ? (
        <img
          className="certification-picture"
          src={question.img_url}
          alt={`Illustration for question ${question.question_number}`}
        />
      ) : null}
      {question.instruction ? <p className="certification-instruction">{question.instruction}</p> : null}
      <fieldset className="certification-options" disabled={locked}>
        <legend>
          {question.question}
          {question.question_bold ? <strong> {question.question_bold}</strong> : null}
          {question.underline ? (
            <>
              {' '}
              <u>{question.underline}</u>
            </>
          ) : null}
        </legend>
        {question.options.map((option) => (
          <label key={option.serial_number} className="certification-option">
            <input
              type="radio"
              name={name}
              value={option.serial_number}
              checked={chosen === option.serial_number}
              onChange={() => onChoose(option.serial_number)}
            />
            <span>{option.answer_text}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
