import type { ReactNode } from 'react';
import { DETAILS_TEXTS } from '../../../contract';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useCloseModal } from './detailsContext';

interface EditModalProps<T> {
  title: string;
  /** the GET whose answer prefills the form; a stable (module-level) function */
  load: () => Promise<T>;
  children: (data: T, close: () => void) => ReactNode;
  size?: 'small' | 'default' | 'large';
}

/** A details modal route: loads what was saved, then shows the form prefilled with it. */
export function EditModal<T>({ title, load, children, size }: EditModalProps<T>) {
  const close = useCloseModal();
  const data = useRemoteData(load);
  return (
    <Modal title={title} onClose={close} size={size}>
      {data.status === 'ready' ? children(data.data, close) : null}
      {data.status === 'loading' ? (
        <div className="edit-form-loading">
          <Spinner />
        </div>
      ) : null}
      {data.status === 'error' ? (
        <ErrorNotice message={DETAILS_TEXTS.loadFailed} onRetry={data.retry} />
      ) : null}
    </Modal>
  );
}
