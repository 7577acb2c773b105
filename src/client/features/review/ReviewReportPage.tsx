import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AUDIT_STORE_STATUS_DISPLAY,
  PM_FINAL_ACCEPT,
  REVIEW_MESSAGES,
  type ReviewReport,
  type SendBackBody,
} from '../../../contract';
import {
  decideReport,
  getReviewHistory,
  getReviewReport,
  type ReviewDecision,
  sendBackReport,
} from '../../api/review';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { formatCalendarDate } from '../../lib/dates';
import { showToast } from '../../pageState/toastStore';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { PlanFollowUp } from '../actions/PlanFollowUp';
import { StaffHistoryList } from '../manage/StaffHistoryList';
import { ReportScoreFact } from '../scores/ReportScoreFact';
import { ScoreExplanation } from '../scores/ScoreExplanation';
import { type ScoredReport, useReportScore } from '../scores/useReportScore';
import { ReportSections } from './ReportSections';
import { SEND_BACK_HINT } from './reviewTexts';
import { VisitEvidencePanel } from './VisitEvidencePanel';
import '../manage/manage.css';
import './review.css';

type Asked = ReviewDecision | 'send_back';

const ASKED_TITLES: Record<Asked, string> = {
  accept: 'Accept the report?',
  reject: 'Reject the report?',
  send_back: 'Send the report back?',
};
const DONE: Record<Asked, string> = {
  accept: REVIEW_MESSAGES.accepted,
  reject: REVIEW_MESSAGES.rejected,
  send_back: REVIEW_MESSAGES.sentBack,
};

const QUEUE_WAY_BACK: NotFoundWayBack = {
  thing: 'report',
  to: '/manage/review',
  label: 'Reports to review',
  scoped: true,
};

/** A PM's accept that ends review: the brand has no client review (decision 0065). */
const isFinalPmAccept = (data: ReviewReport) =>
  data.report.status === 'PM_REVIEW' && data.accept_to === 'ACCEPTED';

/** What the dialog asking first says: whose report, or what a final accept does. */
function askedMessage(asked: Asked, data: ReviewReport, messageCount: number): string {
  if (asked === 'send_back')
    return `The auditor gets ${messageCount} message${messageCount === 1 ? '' : 's'} and fixes the report.`;
  const whose = `${data.report.auditor_name}'s report of ${data.report.store_name}.`;
  return asked === 'accept' && isFinalPmAccept(data) ? `${whose} ${PM_FINAL_ACCEPT.confirm}` : whose;
}

/** The messages written, as the send-back call takes them; blank ones are not sent. */
function sendBackBody(messages: Map<string, string>): SendBackBody {
  const body: SendBackBody = { questions: [], sections: [] };
  for (const [key, message] of messages) {
    const text = message.trim();
    if (!text) continue;
    const [kind, id] = key.split(':');
    (kind === 'q' ? body.questions : body.sections).push({ id: Number(id), message: text });
  }
  return body;
}

/**
 * /manage/review/{id} (decision 0025, "Report review"): the whole report as its reviewer reads it,
 * with its score per section, proofs and record; accept, send back with messages on chosen
 * questions and sections (QA, PM), or reject (client). A report that moved on meanwhile is refused
 * by the server and the page says so.
 */
export function ReviewReportPage() {
  const id = Number(useParams().reportId);
  const navigate = useNavigate();
  const load = useCallback(() => getReviewReport(id), [id]);
  const loadHistory = useCallback(() => getReviewHistory(id), [id]);
  const report = useRemoteData(load);
  const history = useRemoteData(loadHistory);
  const [messages, setMessages] = useState<Map<string, string>>(new Map());
  const [asked, setAsked] = useState<Asked | null>(null);
  // the dialog asking first is busy while the decision is sent: the page needs no busy state of its own
  const decision = useServerAction(refusalMessages);
  const body = useMemo(() => sendBackBody(messages), [messages]);
  const messageCount = body.questions.length + body.sections.length;
  const scored = useReportScore(report.status === 'ready' ? report.data : undefined);

  const setMessage = (key: string, message: string | null) =>
    setMessages((current) => {
      const next = new Map(current);
      if (message === null) next.delete(key);
      else next.set(key, message);
      return next;
    });

  const act = (action: Asked) =>
    decision.run(
      async () => {
        if (action === 'send_back') await sendBackReport(id, body);
        else await decideReport(id, action);
        showToast(DONE[action], { tone: 'success' });
        navigate('/manage/review');
      },
      // whatever failed, the page shows the report as it now is
      async () => {
        await report.refresh();
        await history.refresh();
      },
    );

  if (report.status === 'loading') return <Spinner label="Loading the report" />;
  if (report.status === 'error')
    return <ErrorNotice onRetry={report.retry} notFound={report.notFound} wayBack={QUEUE_WAY_BACK} />;
  return (
    <div className="manage">
      <Link to="/manage/review" className="manage-back">
        ← Reports to review
      </Link>
      <ReportHeader data={report.data} scored={scored} />
      <PlanFollowUp
        plan={report.data.earlier_plan}
        scored={scored}
        questionnaire={report.data.questionnaire}
        linked={false}
      />
      {decision.error.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      <ReportSections
        data={report.data}
        scored={scored}
        messages={report.data.can_send_back ? messages : undefined}
        onMessage={setMessage}
      />
      <VisitEvidencePanel reportId={report.data.report.id} />
      <Card className="manage-card">
        <h2>History</h2>
        {history.status === 'ready' ? <StaffHistoryList actions={history.data} /> : null}
      </Card>
      {report.data.can_accept || report.data.can_reject || report.data.can_send_back ? (
        <div className="review-actions">
          {report.data.can_send_back ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={messageCount === 0}
              aria-describedby={messageCount === 0 ? 'review-send-back-hint' : undefined}
              onClick={() => setAsked('send_back')}
            >
              Send back{messageCount > 0 ? ` (${messageCount})` : ''}
            </button>
          ) : null}
          {report.data.can_send_back && messageCount === 0 ? (
            <p className="review-send-back-hint" id="review-send-back-hint">
              {SEND_BACK_HINT}
            </p>
          ) : null}
          {report.data.can_reject ? (
            <button type="button" className="button button-secondary" onClick={() => setAsked('reject')}>
              Reject
            </button>
          ) : null}
          {report.data.can_accept ? (
            <button type="button" className="button button-primary" onClick={() => setAsked('accept')}>
              {isFinalPmAccept(report.data) ? PM_FINAL_ACCEPT.button : 'Accept'}
            </button>
          ) : null}
        </div>
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={ASKED_TITLES[asked]}
          message={askedMessage(asked, report.data, messageCount)}
          onYes={() => act(asked)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </div>
  );
}

function ReportHeader({ data, scored }: { data: ReviewReport; scored: ScoredReport }) {
  const r = data.report;
  return (
    <Card className="manage-card">
      <div className="manage-card-head">
        <h1 className="page-title">
          {r.client_name}: {r.store_name}
        </h1>
        <StatusBadge table={AUDIT_STORE_STATUS_DISPLAY} status={r.status} />
      </div>
      <dl className="manage-facts">
        <dt>Cycle</dt>
        <dd>{r.cycle_name}</dd>
        <dt>Auditor</dt>
        <dd>{r.auditor_name}</dd>
        <dt>Audit date</dt>
        <dd>{formatCalendarDate(r.audit_date)}</dd>
        <dt>Sent back</dt>
        <dd>{r.report_revert_count === 0 ? 'Never' : `${r.report_revert_count}×`}</dd>
        <ReportScoreFact scored={scored} testId="review-score" />
      </dl>
      {scored ? (
        <ScoreExplanation score={scored.score} rules={scored.rules} questionnaire={data.questionnaire} />
      ) : null}
      <Link to={`/manage/review/scoring/${r.cycle_id}`} className="review-scoring-link">
        Scoring rules of this cycle
      </Link>
      {r.report_summary ? <p className="review-comment">Summary: “{r.report_summary}”</p> : null}
    </Card>
  );
}
