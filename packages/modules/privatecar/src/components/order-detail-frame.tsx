import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { MissingId, queryValue } from './missing-id.tsx';

export interface OrderDetailFrameProps<T> {
  title: string;
  /** Loads the record of the address's `?id=` (an order of the workflow). */
  load: (id: string) => Promise<T>;
  children: (record: T) => ReactNode;
}

/**
 * A private-car order's detail screen (a certification, a subsidy claim): its record by `?id=`, and
 * 审批进度 below, which opens the order's approval. Without an id: the missing-parameter block.
 */
export function OrderDetailFrame<T>({ title, load, children }: OrderDetailFrameProps<T>) {
  const [search] = useSearchParams();
  const id = queryValue(search);
  const navigate = useNavigate();
  const state = useLoader(async () => (id === null ? null : load(id)), [id]);
  return (
    <PageFrame
      title={title}
      footer={
        id === null ? undefined : (
          <Button block size="large" onClick={() => navigate(withId(PATHS.approval, id))}>
            {TEXT.approvalProgress}
          </Button>
        )
      }
    >
      {id === null ? <MissingId /> : <Loadable state={state}>{children}</Loadable>}
    </PageFrame>
  );
}
