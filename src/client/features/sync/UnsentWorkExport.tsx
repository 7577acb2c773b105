import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { countUnsentWork, getOfflineDb, type UnsentCounts } from '../../../offline';
import { useConfigStore } from '../../session/configStore';
import { saveFile, zipUnsentWork } from '../../syncRuntime/exportUnsentWork';
import { plural } from '../../syncRuntime/outboxLabels';
import { Card } from '../../ui/Card';
import { formatBytes } from '../proofs/deviceStorage';

function countsSentence(counts: UnsentCounts): string {
  return [
    plural(counts.calls, 'change', 'changes'),
    plural(counts.proofs, 'proof file', 'proof files'),
    plural(counts.timers, 'report timer', 'report timers'),
  ].join(', ');
}

/**
 * /sync: one button that saves everything not yet on the server as one file (decision 0016), for a
 * phone that may be lost or have its browser data cleared before the signal returns. Support
 * imports the file into the reports (README, "Importing unsent work").
 */
export function UnsentWorkExport() {
  const counts = useLiveQuery(() => countUnsentWork(getOfflineDb()), []);
  const userId = useConfigStore((state) => state.config?.USER_ID);
  const [state, setState] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false });
  const empty = counts !== undefined && counts.calls + counts.proofs + counts.timers === 0;

  const onSave = async () => {
    if (userId === undefined) return;
    setState({ busy: true });
    try {
      const { file, name } = await zipUnsentWork(userId);
      saveFile(file, name);
      setState({ busy: false, message: `Saved ${name} (${formatBytes(file.size)}).` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ busy: false, failed: true, message: `The file could not be made: ${reason}` });
    }
  };

  return (
    <Card className="unsent-export" title="Keep a copy of unsent work" titleId="unsent-export-title">
      <p className="unsent-export-text" data-testid="unsent-counts">
        {counts === undefined
          ? 'Counting…'
          : empty
            ? 'Everything you entered on this phone is on the server.'
            : `On this phone only: ${countsSentence(counts)}.`}
      </p>
      <p className="unsent-export-hint">
        If this phone may be lost, or its browser data cleared, before the signal returns, save them as one
        file and keep it or send it to support: they can add it to your reports.
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void onSave()}
        disabled={state.busy || empty || counts === undefined || userId === undefined}
      >
        {state.busy ? 'Saving…' : 'Save unsent work'}
      </button>
      {state.message ? (
        <p className={state.failed ? 'unsent-export-error' : 'unsent-export-done'} role="status">
          {state.message}
        </p>
      ) : null}
    </Card>
  );
}
