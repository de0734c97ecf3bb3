// POST /api/live/ticket: a one-use ticket for opening the live channel (tickets.ts).
import { createLiveTicket } from '@lcars/contract';
import { AUTHENTICATED, defineRoute } from '../http/routes.js';
import { issueLiveTicket } from './tickets.js';

export const liveTicketRoutes = [
  defineRoute(
    createLiveTicket.method,
    createLiveTicket.path,
    AUTHENTICATED,
    'live.ticket',
    (ctx, { db, user }) => {
      ctx.set('Cache-Control', 'no-store');
      return issueLiveTicket(db, user);
    },
    { summary: createLiveTicket.summary, response: createLiveTicket.response },
  ),
];
