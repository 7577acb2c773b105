import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import {
  BRAND_HOME,
  BRAND_REPORTS,
  type BrandFilters,
  type BrandQuestions,
  formatScore,
  plural,
} from '../../../contract';
import { getBrandQuestions } from '../../api/brand';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { Markdown } from '../report/Markdown';
import { ScoreBadge } from '../scores/ScoreBadge';
import { BrandFiltersBar } from './BrandFiltersBar';
import { MEANS_NOTE } from './brandTexts';
import { useBrandFilters, withFilters } from './useBrandFilters';
import { useLiveFigures } from './useLiveFigures';
import '../manage/manage.css';
import '../scores/scores.css';
import './brand.css';

const cell = (score: number | null) => (score === null ? '–' : <ScoreBadge percent={score} />);

/**
 * /manage/brand/questions (decision 0078): which questions fail most, over the waves, and the
 * wave's sections store by store, each cell in its score band and leading to the reports behind.
 */
export function BrandQuestionsPage() {
  const [filters, setFilter] = useBrandFilters();
  const load = useCallback(() => getBrandQuestions(filters), [filters]);
  const questions = useRemoteData(load);
  useLiveFigures(questions.refresh);
  return (
    <div className="manage brand">
      <Link to={withFilters(BRAND_HOME, filters)} className="manage-back">
        ← Overview
      </Link>
      <h1 className="page-title">Questions</h1>
      <BrandFiltersBar
        filters={filters}
        choices={questions.status === 'ready' ? questions.data.choices : undefined}
        onChange={setFilter}
      />
      {questions.status === 'loading' ? <Spinner label="Loading the questions" /> : null}
      {questions.status === 'error' ? <ErrorNotice onRetry={questions.retry} /> : null}
      {questions.status === 'ready' ? <QuestionMaps data={questions.data} filters={filters} /> : null}
      <p className="manage-note">{MEANS_NOTE}</p>
    </div>
  );
}

function QuestionMaps({ data, filters }: { data: BrandQuestions; filters: BrandFilters }) {
  const { wave } = data;
  if (!wave) return <p data-testid="brand-empty">No accepted report matches these filters yet.</p>;
  const behind = (narrow: { store?: number; question?: number }) =>
    withFilters(BRAND_REPORTS, { ...filters, cycle: wave.cycle_id, ...narrow });
  return (
    <>
      <Card className="manage-card brand-table-card">
        <table
          className="brand-league"
          aria-label={`Questions by wave, the worst of ${wave.cycle_name} first`}
        >
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Lost marks in</th>
              {data.cycles.map((cycle) => (
                <th scope="col" key={cycle.id}>
                  {cycle.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.questions.map((question) => (
              <tr key={question.question_id}>
                <th scope="row">
                  {/* the reports of the wave that lost marks on it (decision 0080) */}
                  <Link to={behind({ question: question.question_id })}>
                    <Markdown text={question.text} inline />
                  </Link>
                  <small>{question.section_name}</small>
                </th>
                <td>
                  {question.lost === null
                    ? '–'
                    : `${formatScore(question.lost)} of ${plural(question.reports, 'report', 'reports')}`}
                </td>
                {question.by_cycle.map((score, index) => (
                  <td key={data.cycles[index]?.id}>{cell(score)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card className="manage-card brand-table-card">
        <table className="brand-league" aria-label={`Sections by store in ${wave.cycle_name}`}>
          <thead>
            <tr>
              <th scope="col">Section</th>
              {data.stores.map((store) => (
                <th scope="col" key={store.id}>
                  <Link to={behind({ store: store.id })}>{store.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.sections.map((section) => (
              <tr key={section.section_id}>
                <th scope="row">{section.name}</th>
                {section.by_store.map((score, index) => (
                  <td key={data.stores[index]?.id}>{cell(score)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
