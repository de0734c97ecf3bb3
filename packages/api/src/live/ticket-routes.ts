// POST /api/live/ticket: a one-use ticket for opening the live channel (tickets.ts).
import { createLiveTicket } from '@lcars/contract';
import { AUTHENTICATED, route } from '../http/routes.js';
import { issueLiveTicket } from './tickets.js';

export const liveTicketRoutes = [
  route(createLiveTicket, AUTHENTICATED, 'live.ticket', (_input, { db, user }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return issueLiveTicket(db, user);
  }),
];
