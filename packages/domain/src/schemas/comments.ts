import { z } from 'zod';
import { COMMENT_MAX } from '../constants';
import { requiredText } from './fields';
import { OTHER_MESSAGES } from './messages';

/** A comment on a show. */
export const commentSchema = z.object({
  body: requiredText(OTHER_MESSAGES.commentEmpty, COMMENT_MAX, OTHER_MESSAGES.commentMax, {
    label: 'Comment',
    multiline: true,
  }),
});
