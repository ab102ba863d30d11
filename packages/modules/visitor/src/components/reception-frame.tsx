import type { ReceptionDetail } from '@campus/contracts';
import { Loadable, PageFrame, useLoader, type LoaderState } from '@campus/ui';
import type { ReactNode } from 'react';
import { fetchReception } from '../api.ts';
import { useQueryValue } from '../hooks.ts';
import { MissingParam } from './missing.tsx';

export interface ReceptionFrameProps {
  title: string;
  children: (reception: ReceptionDetail, state: LoaderState<ReceptionDetail | null>) => ReactNode;
  footer?: (reception: ReceptionDetail | null) => ReactNode;
}

/** A screen about one reception (?id=): loads it, shows loading, error and missing-id states. */
export function ReceptionFrame({ title, children, footer }: ReceptionFrameProps) {
  const id = useQueryValue('id');
  const state = useLoader(async () => (id === null ? null : fetchReception(id)), [id]);
  return (
    <PageFrame title={title} footer={footer?.(state.data ?? null) ?? undefined}>
      {id === null ? <MissingParam /> : <Loadable state={state}>{(r) => children(r, state)}</Loadable>}
    </PageFrame>
  );
}
