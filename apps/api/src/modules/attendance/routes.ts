import {
  attendanceBodySchema,
  attendanceEntrySchema,
  attendanceParamsSchema,
  attendanceYearSchema,
} from '@congregacao/shared/contracts/attendance';
import { errorSchema, okSchema } from '@congregacao/shared/contracts/common';
import { serviceYearParamsSchema } from '@congregacao/shared/contracts/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeSpec } from '../../lib/route-spec';
import { deleteAttendance, getAttendanceYear, putAttendance } from './service';

const route = routeSpec(['attendance'], { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema });

/** Meeting attendance (S-88): read by staff, written by Secretary and Admin (docs/decisions/020). */
export default async function attendanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/meeting-attendance/:serviceYear',
    route('attendance.read', { params: serviceYearParamsSchema, response: { 200: attendanceYearSchema } }),
    async (request) => getAttendanceYear(app.db, request.params.serviceYear),
  );

  r.put(
    '/meeting-attendance/:date/:kind',
    route('attendance.write', {
      params: attendanceParamsSchema,
      body: attendanceBodySchema,
      response: { 200: attendanceEntrySchema },
    }),
    async (request) => putAttendance(app.db, request.actor, request.params.date, request.params.kind, request.body),
  );

  r.delete(
    '/meeting-attendance/:date/:kind',
    route('attendance.write', { params: attendanceParamsSchema, response: { 200: okSchema } }),
    async (request) => {
      await deleteAttendance(app.db, request.actor, request.params.date, request.params.kind);
      return { ok: true as const };
    },
  );
}
