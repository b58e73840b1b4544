import { COMMENT_MAX } from '@gigrank/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { showErrorToastFrom } from '../../../lib/toast';
import { useInvalidate } from '../../../lib/invalidation';
import { trpc } from '../../../lib/trpc';
import type * as CommentRule from './comment-rule';

/** The comment rule, loaded once: on the first focus of the box, or at the latest on submit. */
let commentRule: Promise<typeof CommentRule> | undefined;
function loadCommentRule() {
  // A failed load (offline) is tried again next time.
  commentRule ??= import('./comment-rule').catch((error: unknown) => {
    commentRule = undefined;
    throw error;
  });
  return commentRule;
}

/** 'Add a comment' (1-1000 characters); Ctrl/Cmd+Enter posts too. */
export function CommentForm({ showId }: { showId: number }) {
  const invalidate = useInvalidate();
  const add = trpc.social.addComment.useMutation();
  const form = useForm<{ body: string }>({
    mode: 'controlled',
    initialValues: { body: '' },
  });
  const length = form.values.body.trim().length;
  const bodyProps = form.getInputProps('body');

  const submit = form.onSubmit(async (values) => {
    const failed = (error: unknown) =>
      showErrorToastFrom('Error', error, 'Failed to post comment. Please try again.');
    const rule = await loadCommentRule().catch(failed);
    if (!rule) return;
    const { commentSchema } = rule;
    const errors = schemaResolver(commentSchema, { sync: true })(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      await add.mutateAsync({ showId, ...commentSchema.parse(values) });
    } catch (error) {
      failed(error);
      return;
    }
    form.reset();
    await invalidate('commentChanged');
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New comment">
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          placeholder="What did you think of this show?"
          autosize
          minRows={2}
          maxRows={8}
          description={`${length}/${COMMENT_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          disabled={add.isPending}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter posts, as in most comment boxes.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          key={form.key('body')}
          {...bodyProps}
          onFocus={(event) => {
            loadCommentRule().catch(() => undefined);
            bodyProps.onFocus?.(event);
          }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            radius="xl"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={add.isPending}
          >
            {add.isPending ? 'Posting...' : 'Post comment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
