import type { Answer, KindedTag, ReportProof, Section, SectionScore } from '../../../contract';
import { Card } from '../../ui/Card';
import { Markdown } from '../report/Markdown';
import { ScoreBadge } from '../scores/ScoreBadge';
import { ReviewProofView } from './ReviewProofView';
import { SendBackField } from './SendBackField';

interface ReviewSectionCardProps {
  section: Section;
  score: SectionScore | undefined;
  answers: Map<number, Answer>;
  auditorComment: string;
  /** the message sent back last time, shown until the next round */
  sectionRevert: string | null;
  proofs: ReportProof[];
  /** the cycle's proof tags by id */
  tags: Map<number, KindedTag>;
  /** messages being written; undefined when the reviewer may not send back */
  messages?: Map<string, string>;
  onMessage: (key: string, message: string | null) => void;
}

function answerText(answer: Answer | undefined): string {
  if (!answer) return 'Not answered';
  if (answer.not_applicable) return 'Not applicable';
  return answer.answer_text.length > 0 ? answer.answer_text.join(', ') : 'Not answered';
}

/** One section of a report under review: score, each question's answer and comment, the proofs. */
export function ReviewSectionCard(props: ReviewSectionCardProps) {
  const { section, answers, messages } = props;
  return (
    <Card className="manage-card review-section">
      <div className="manage-card-head">
        <h2>{section.name}</h2>
        <span className="review-score">
          <ScoreBadge percent={props.score?.percent ?? null} />
          {props.score && props.score.weight !== 1 ? ` · weight ${props.score.weight}` : ''}
        </span>
      </div>
      <ol className="review-questions">
        {section.questions
          .filter((question) => !question.hide_question)
          .map((question) => {
            const answer = answers.get(question.id);
            const key = `q:${question.id}`;
            return (
              <li key={question.id} data-testid={`review-question-${question.id}`}>
                <p className="review-question">
                  <Markdown text={question.question_txt} inline />
                </p>
                <p className="review-answer">{answerText(answer)}</p>
                {answer?.answer_comment ? <p className="review-comment">“{answer.answer_comment}”</p> : null}
                {answer?.revert_message ? (
                  <p className="manage-note">Sent back earlier: {answer.revert_message}</p>
                ) : null}
                {messages ? (
                  <SendBackField
                    label={`Message on question ${question.sequence}`}
                    value={messages.get(key)}
                    onChange={(message) => props.onMessage(key, message)}
                  />
                ) : null}
              </li>
            );
          })}
      </ol>
      {props.auditorComment ? (
        <p className="review-comment">Section comment: “{props.auditorComment}”</p>
      ) : null}
      {props.sectionRevert ? <p className="manage-note">Sent back earlier: {props.sectionRevert}</p> : null}
      {props.proofs.length > 0 ? (
        <div className="review-proofs">
          {props.proofs.map((proof) => (
            <ReviewProofView
              key={proof.id}
              proof={proof}
              tag={proof.proof_tag === null ? undefined : props.tags.get(proof.proof_tag)}
            />
          ))}
        </div>
      ) : (
        <p className="manage-note">No proof in this section.</p>
      )}
      {messages ? (
        <SendBackField
          label={`Message on the section ${section.name}`}
          value={messages.get(`s:${section.id}`)}
          onChange={(message) => props.onMessage(`s:${section.id}`, message)}
        />
      ) : null}
    </Card>
  );
}
