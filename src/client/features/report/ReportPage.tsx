import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ensurePageSync } from '../../app/startSync';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { Questionnaire } from './Questionnaire';
import { RatingModal } from './RatingModal';
import { ReportActionsBar } from './ReportActionsBar';
import { ReportDetails, ReportHeader } from './ReportDetails';
import { useReport } from './useReport';
import './report.css';

/** /audit_store/{id}/section: the report, read from Dexie so it works offline once opened. */
export function ReportPage() {
  const id = Number(useParams().auditStoreId);
  const report = useReport(id);
  const [showErrors, setShowErrors] = useState(false);
  const [rating, setRating] = useState(false);
  // this screen writes local data, so the engine that sends it must run
  useEffect(ensurePageSync, []);
  const { server } = report;
  const store = server?.store;

  if (!store || !server.sections) {
    if (report.fetchState === 'failed' && server !== undefined)
      return <ErrorNotice message="This report could not be loaded." onRetry={report.refresh} />;
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
      <ReportHeader store={store} />
      <ReportDetails store={store} />
      <Questionnaire
        store={store}
        sections={server.sections}
        serverAnswers={server.answers ?? []}
        reportSections={server.reportSections ?? []}
        answers={report.answers}
        sectionComments={report.sectionComments}
        summary={report.summary}
        showErrors={showErrors}
      />
      <ReportActionsBar
        store={store}
        waiting={report.waiting}
        onChanged={report.refresh}
        onRefused={() => setShowErrors(true)}
        onSubmitted={() => setRating(true)}
      />
      {rating ? <RatingModal auditStoreId={store.id} /> : null}
    </div>
  );
}
