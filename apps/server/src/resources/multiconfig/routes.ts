import multipart from '@fastify/multipart';
import { ERROR_CODES, MulticonfigUploadSchema } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { multiconfigSpecifications } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { parseForm } from '../../http/parseForm.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ServerContext } from '../../serverContext.js';
import { readSpecification } from './readSpecification.js';

/** Largest upload (spec forms §5, §9: 80 MB). */
const MAX_UPLOAD_BYTES = 83_886_080;

/** A received file part. */
interface ReceivedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * `POST /devices/configurator/specifications` (create_multi_configuration), multipart:
 * `system_type` (rutos or tswos), `file` (a `.json` multiconfig specification, at most 80 MB,
 * parsed and validated with `MulticonfigSpecificationSchema`), `overwrite` (`1`/`0`). The
 * document is the caller's company's for that system type and version: 409 on `overwrite`
 * when one exists and overwrite is off, replaced when on. → 201 (new) or 200 (replaced)
 * `{ data: { id, system_type, version, name, file_name, created_at, updated_at }, message }`.
 */
export async function multiconfigRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
  });

  const config = {
    permission: 'create_multi_configuration',
    refusal: 'You do not have permission to upload multiconfig documents.',
  } as const;
  // Multipart: the fields and the file are read from the parts, then checked with the
  // contracts' schema here (no body schema: Fastify leaves a multipart body to the handler).
  app.post('/devices/configurator/specifications', { config }, async (request, reply) => {
    const auth = requireAuth(request);
    if (!request.isMultipart()) {
      throw ApiError.of(
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Send the document as multipart/form-data.',
        'Content-Type',
      );
    }
    const fields: Record<string, string> = {};
    let file: ReceivedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // Only the `file` part is read; any other file is drained and ignored.
          if (part.fieldname === 'file' && !file) {
            file = { name: part.filename, type: part.mimetype, bytes: await part.toBuffer() };
          } else {
            part.file.resume();
          }
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, 'Maximum file size is 80MB', 'file');
      }
      throw error;
    }
    const body = parseForm(MulticonfigUploadSchema, {
      ...fields,
      ...(file && { file: { name: file.name, size: file.bytes.length, type: file.type } }),
    });
    const document = readSpecification((file as ReceivedFile).bytes, 'file');
    const at = new Date(now());
    const { row, replaced } = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: multiconfigSpecifications.id })
        .from(multiconfigSpecifications)
        .where(
          and(
            eq(multiconfigSpecifications.companyId, auth.company.id),
            eq(multiconfigSpecifications.systemType, body.system_type),
            eq(multiconfigSpecifications.version, document.version),
          ),
        )
        .for('update')
        .limit(1);
      const values = {
        name: document.name,
        fileName: body.file.name,
        document,
        uploadedBy: auth.user.id,
        updatedAt: at,
      };
      if (existing && !body.overwrite) {
        throw ApiError.of(
          409,
          API_ERROR_CODES.CONFLICT,
          `A ${body.system_type} document for version ${document.version} exists. Choose overwrite to replace it.`,
          'overwrite',
        );
      }
      const [saved] = existing
        ? await tx
            .update(multiconfigSpecifications)
            .set(values)
            .where(eq(multiconfigSpecifications.id, existing.id))
            .returning()
        : await tx
            .insert(multiconfigSpecifications)
            .values({
              ...values,
              companyId: auth.company.id,
              systemType: body.system_type,
              version: document.version,
              createdAt: at,
            })
            .returning();
      if (!saved) throw new Error('The document was not stored');
      return { row: saved, replaced: existing !== undefined };
    });
    return reply.code(replaced ? 200 : 201).send({
      data: {
        id: row.id,
        system_type: row.systemType,
        version: row.version,
        name: row.name,
        file_name: row.fileName,
        sections: document.sections.length,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
      message: replaced ? 'Document replaced successfully' : 'Document uploaded successfully',
    });
  });
}
