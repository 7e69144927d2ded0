import type { Session, SubscriberInput, SubscriberResponse } from '@dukkan/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/client/create/subscriber: a light account for a guest who orders; the spec reads `access_token`. */
export const createSubscriber = (input: SubscriberInput): Promise<Session> =>
  apiPost<SubscriberResponse>('/api/client/create/subscriber', input).then((r) => ({
    ...r.data,
    access_token: r.access_token || r.data.access_token,
  }));
