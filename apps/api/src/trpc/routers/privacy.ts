import { z } from 'zod';
import { idParamSchema, privacySettingsSchema } from '@gigrank/domain';
import * as privacy from '../../services/privacy.service';
import { protectedProcedure, router } from '../init';

const userIdInput = z.object({ userId: idParamSchema });

/** The session user's privacy: settings, follow requests, blocks and mutes. */
export const privacyRouter = router({
  update: protectedProcedure
    .input(privacySettingsSchema)
    .mutation(({ ctx, input }) => privacy.updatePrivacy(ctx, ctx.user, ctx.user.id, input)),
  /** Where the session user stands with `userId`. */
  relationship: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => privacy.relationship(ctx, ctx.user, ctx.user.id, input.userId)),
  followRequests: protectedProcedure.query(({ ctx }) =>
    privacy.listFollowRequests(ctx, ctx.user, ctx.user.id),
  ),
  answerRequest: protectedProcedure
    .input(
      z.object({
        requesterId: idParamSchema,
        answer: z.enum(['approve', 'decline'], { message: 'Answer must be approve or decline' }),
      }),
    )
    .mutation(({ ctx, input }) =>
      privacy.answerFollowRequest(ctx, ctx.user, ctx.user.id, input.requesterId, input.answer),
    ),
  blocks: protectedProcedure.query(({ ctx }) =>
    privacy.listRelations(ctx, ctx.user, ctx.user.id, 'blocks'),
  ),
  block: protectedProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => privacy.setBlock(ctx, ctx.user, ctx.user.id, input.userId, true)),
  unblock: protectedProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) =>
      privacy.setBlock(ctx, ctx.user, ctx.user.id, input.userId, false),
    ),
  mutes: protectedProcedure.query(({ ctx }) =>
    privacy.listRelations(ctx, ctx.user, ctx.user.id, 'mutes'),
  ),
  mute: protectedProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => privacy.setMute(ctx, ctx.user, ctx.user.id, input.userId, true)),
  unmute: protectedProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => privacy.setMute(ctx, ctx.user, ctx.user.id, input.userId, false)),
});
