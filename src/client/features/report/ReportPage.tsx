import { useDeferredValue, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { allowsAction, isReportEditable, OFFLINE_READINESS_TEXTS, unchangedFixes } from '../../../contract';
import { addSummaries } from '../../../offline';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useConfigStore } from '../../session/configStore';
import { writeDraft } from '../../session/formDrafts';
import { reportActions } from '../../syncRuntime/pageSync';
import { ensurePageSync } from '../../syncRuntime/startSync';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { ConcernsAbout } from '../concerns/ConcernsAbout';
import { useOwnConcerns } from '../concerns/useOwnConcerns';
import { VisitPresence } from '../visit/VisitPresence';
import { VisitReceipt } from '../visit/VisitReceipt';
import { FixList } from './FixList';
import { Questionnaire } from './Questionnaire';
import { EMPTY_RATING, pendingRating, RatingModal, ratingDraftKey } from './RatingModal';
import { ReportActionsBar } from './ReportActionsBar';
import { ReportDetails, ReportHeader } from './ReportDetails';
import { replayTyped } from './typedJournal';
import { useFixList } from './useFixList';
import { useReport } from './useReport';
import './report.css';

const REPORT_WAY_BACK: NotFoundWayBack = {
  thing: 'report',
  to: '/audit_store',
  label: 'Your Audits',
  scoped: true,
};

/** /audit_store/{id}/section: the report, read from Dexie so it works offline once opened. */
export function ReportPage() {
  const id = Number(useParams().auditStoreId);
  const report = useReport(id);
  const [showErrors, setShowErrors] = useState(false);
  const [rating, setRating] = useState(false);
  const userId = useConfigStore((state) => state.config?.USER_ID);
  const [submitting, setSubmitting] = useState(false);
  // this screen writes local data, so the engine that sends it must run, and the writer is warm
  useEffect(() => {
    ensurePageSync();
    reportActions();
  }, []);
  // typed text a page left in the journal when it went away mid-save is saved now
  useEffect(() => {
    if (userId !== undefined) void replayTyped(userId, id);
  }, [userId, id]);
  const { server } = report;
  const store = server?.store;
  // The questionnaire's sections are most of the page's rendering. They come in a background
  // render, which React splits into short tasks, once the head (the reviewer's fixes, the details)
  // is on screen (decision 0057). The questionnaire mounts with the head, so its reads (the proof
  // tags, the proof notes) start as early as before; what follows it comes with its sections, so
  // nothing on screen moves down.
  // Only from the device's copy: an answer typed there is shown as typed (useReport).
  const sections = useDeferredValue(report.fromDevice ? server?.sections : undefined);
  const fixes = useFixList(report);
  const online = useOnlineStatus();
  const concerns = useOwnConcerns();

  if (!store || !server.sections) {
    if (report.fetchState === 'failed' && server !== undefined) {
      // say why: without signal, a report never saved on this phone cannot be shown
      const message = online
        ? OFFLINE_READINESS_TEXTS.reportLoadFailed
        : OFFLINE_READINESS_TEXTS.reportNotSavedOffline;
      return (
        <ErrorNotice
          message={message}
          onRetry={report.refresh}
          notFound={report.notFound}
          wayBack={REPORT_WAY_BACK}
        />
      );
    }
    return (
      <div className="report-page" aria-busy="true">
        <Skeleton height="3.5rem" />
        <Skeleton height="10rem" />
        <Skeleton height="16rem" />
        <span className="visually-hidden" role="status">
          Loading the report
        </span>
      </div>
    );
  }

  return (
    <div className="report-page" data-fetch={report.fetchState}>
      <ReportHeader
        store={store}
        outbox={addSummaries(
          report.outbox,
          report.proofs && { waiting: report.proofs.waiting, attention: report.proofs.refused },
        )}
      />
      {isReportEditable(store.status) ? (
        <FixList items={fixes} sections={server.sections} store={store} />
      ) : null}
      <ReportDetails store={store} />
      {isReportEditable(store.status) ? <VisitPresence auditStoreId={store.id} /> : null}
      <ConcernsAbout
        concerns={concerns.filter((concern) => concern.subject.audit_store_id === id)}
        label="Your concerns about this audit"
      />
      <Questionnaire
        store={store}
        sections={sections}
        fixes={fixes}
        answers={report.answers}
        sectionComments={report.sectionComments}
        summary={report.summary}
        showErrors={showErrors}
        locked={submitting}
      />
      {sections ? (
        <>
          {allowsAction(store.status, 'rate') ? (
            <VisitReceipt
              auditStoreId={store.id}
              sections={sections}
              editable={isReportEditable(store.status)}
            />
          ) : null}
          <ReportActionsBar
            store={store}
            outbox={report.outbox}
            proofs={report.proofs}
            unchangedFixes={unchangedFixes(fixes).length}
            onChanged={report.refresh}
            onRefused={() => setShowErrors(true)}
            onSubmitted={() => {
              // the rating is due from now on, also after a reload, until it is sent or closed
              writeDraft(ratingDraftKey(store.id), EMPTY_RATING);
              setRating(true);
            }}
            onSubmitting={setSubmitting}
          />
        </>
      ) : null}
      {rating || (allowsAction(store.status, 'rate') && pendingRating(userId, store.id)) ? (
        <RatingModal auditStoreId={store.id} />
      ) : null}
    </div>
  );
}
