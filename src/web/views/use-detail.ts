import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { detailViews } from '../../../generated/details.ts';
import type { DetailTemplate, EntityRef, Row } from '../../shared/view-types.ts';
import { decodeParams } from '../router/paths.ts';
import { callViewOperation } from './view-call.ts';
import { InvalidFeedbackError } from './paged-list-model.ts';
import { unshelveRequest, viewerIdOf } from './detail-model.ts';
import { useUserInfo } from '../shell/use-session.ts';
import { navigateBack } from './navigate-back.ts';
import { feedback } from '../http/feedback.ts';
import { tOutcomes } from '../i18n/messages/outcomes.ts';

const TOAST_MS = 3000;

export type DetailRouteId = keyof typeof detailViews;
export type DetailStatus = 'missing' | 'loading' | 'error' | 'ready';

const templates: Record<string, DetailTemplate> = detailViews;

function isRow(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Headless controller of a detail page: the row named by the route's id param, and its actions. */
export function useDetail(routeId: DetailRouteId) {
  const spec = templates[routeId]!;
  const entity: EntityRef = spec.entity;
  const rawId = decodeParams(useLocation().search)[entity.id];
  const id = rawId === undefined || rawId === null || rawId === '' ? undefined : String(rawId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  // The viewer is part of the key: a reply tells them whether they collected or agreed.
  const queryKey = ['detail', spec.endpoint, id, viewerIdOf(useUserInfo()) ?? null];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const reply = await callViewOperation(spec.endpoint, { [entity.id]: id });
      if (!isRow(reply.data)) throw new InvalidFeedbackError('data');
      return reply.data;
    },
    enabled: id !== undefined,
    retry: false,
  });
  const row = query.data;
  const status: DetailStatus = id === undefined ? 'missing' : query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true);
      try {
        await task();
        await client.invalidateQueries({ queryKey: ['list'] });
      } catch {
        // The http client has already told the user what went wrong.
      } finally {
        setBusy(false);
      }
    },
    [client],
  );

  const unshelve = useCallback(
    (endpoint: string) =>
      run(async () => {
        const request = row && unshelveRequest(entity, row);
        if (!request) return;
        await callViewOperation(endpoint, request.input);
        await query.refetch();
      }),
    [run, row, entity, query],
  );

  const remove = useCallback(
    (endpoint: string) =>
      run(async () => {
        await callViewOperation(endpoint, { [entity.id]: id });
        feedback.toast(tOutcomes('outcomes.deleted'), TOAST_MS);
        // The cached row is left to expire: removing it while this page is still mounted refetches it (a 404).
        navigateBack(navigate);
      }),
    [run, entity, id, navigate],
  );

  return { spec, entity, id, row, status, busy, queryKey, retry: query.refetch, unshelve, remove };
}
