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
import { deleteAttendance, getAttendanceYear, putAttendance } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['attendance'];

/** Meeting attendance (S-88): read by staff, written by Secretary and Admin (docs/decisions/020). */
export default async function attendanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/meeting-attendance/:serviceYear',
    {
      config: { operation: 'attendance.read' },
      schema: { tags, params: serviceYearParamsSchema, response: { 200: attendanceYearSchema, ...errors } },
    },
    async (request) => getAttendanceYear(app.db, request.params.serviceYear),
  );

  r.put(
    '/meeting-attendance/:date/:kind',
    {
      config: { operation: 'attendance.write' },
      schema: {
        tags,
        params: attendanceParamsSchema,
        body: attendanceBodySchema,
        response: { 200: attendanceEntrySchema, ...errors },
      },
    },
    async (request) => putAttendance(app.db, request.actor, request.params.date, request.params.kind, request.body),
  );

  r.delete(
    '/meeting-attendance/:date/:kind',
    {
      config: { operation: 'attendance.write' },
      schema: { tags, params: attendanceParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await deleteAttendance(app.db, request.actor, request.params.date, request.params.kind);
      return { ok: true as const };
    },
  );
}
