import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  type CheckboxGroupProps,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useForm, type FormErrors } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { DeleteButton, DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { useInvalidate, type Write } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';

// What Settings' lists of things a person makes (API tokens, webhooks) share:
// the secret shown once after a create, the create's submit, and an item
// with the red button that asks before the item goes.

/**
 * A secret the server shows once (an API token, a webhook's signing secret):
 * to copy now, with what it is for; Done puts it away for good.
 */
export function ShownOnceSecret({
  title,
  secret,
  copyLabel,
  testId,
  onDone,
  children,
}: {
  title: string;
  secret: string;
  /** The Copy button's text ('Copy token'). */
  copyLabel: string;
  testId: string;
  onDone: () => void;
  /** What to do with it, beside "Copy it now". */
  children?: ReactNode;
}) {
  return (
    <Alert color="midnight" radius="md" icon={<IconKey size={18} aria-hidden />} title={title}>
      <Stack gap="sm">
        <Text fz="sm">Copy it now: it is not shown again.{children ? <> {children}</> : null}</Text>
        <Text fz="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid={testId}>
          {secret}
        </Text>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : copyLabel}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * A create form: `values` checked by `check` as they will be sent
 * (`toInput`), and its submit, which runs `create`, hands its result to
 * `made`, empties the form and reads `write`'s queries again; a failure is a
 * toast with the server's message (or `failure`) and keeps the values.
 */
export function useCreateForm<V extends Record<string, unknown>, I, R>(rules: {
  values: V;
  toInput: (values: V) => I;
  check: (input: I) => FormErrors;
  create: (input: I) => Promise<R>;
  made: (result: R) => void;
  failure: string;
  write: Write;
}) {
  const invalidate = useInvalidate();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: rules.values,
    validate: (current) => rules.check(rules.toInput(current)),
  });
  const submit = form.onSubmit(async (current) => {
    try {
      rules.made(await rules.create(rules.toInput(current)));
    } catch (error) {
      showErrorToastFrom('Error', error, rules.failure);
      return;
    }
    form.reset();
    await invalidate(rules.write);
  });
  return { form, submit };
}

/**
 * The form's checkboxes of `choices` (a token's scopes, a webhook's
 * events), each with its label, then `children` (more fields), then its
 * submit button.
 */
export function ChoicesForm<T extends string>({
  label,
  choices,
  labels,
  input,
  submit,
  pending,
  children,
}: {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  /** The form's props of the field (getInputProps). */
  input: Omit<CheckboxGroupProps, 'children'>;
  submit: string;
  pending: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Checkbox.Group {...input} label={label}>
        <Stack gap={6} mt={6}>
          {choices.map((choice) => (
            <Checkbox key={choice} value={choice} label={labels[choice]} />
          ))}
        </Stack>
      </Checkbox.Group>
      {children}
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          {submit}
        </Button>
      </Group>
    </>
  );
}

/** Small badges of what an item may do or is told of (scopes, events). */
export function Tags({ values }: { values: readonly string[] }) {
  return (
    <Group gap={4}>
      {values.map((value) => (
        <Badge key={value} size="sm" variant="light" color="midnight" tt="none">
          {value}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * One item of such a list, named `name`: its `details` beside a red
 * `action` button (Revoke, Delete) that asks first (`confirmTitle`,
 * `confirmText`), then runs `remove`, says `removed` and reads `write`'s
 * queries again; `children` below.
 */
export function RemovableItem({
  name,
  details,
  action,
  pendingLabel,
  confirmTitle,
  confirmText,
  remove,
  pending,
  failure,
  removed,
  write,
  children,
}: {
  name: string;
  details: ReactNode;
  action: string;
  /** The confirm button's text while it runs ('Revoking...'). */
  pendingLabel: string;
  confirmTitle: string;
  confirmText: ReactNode;
  remove: () => Promise<unknown>;
  pending: boolean;
  /** The toast's text when it fails without a message of the server's. */
  failure: string;
  /** The success toast's title and text. */
  removed: [title: string, text: string];
  write: Write;
  children?: ReactNode;
}) {
  const invalidate = useInvalidate();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await remove();
    } catch (error) {
      showErrorToastFrom('Error', error, failure);
      return;
    }
    setConfirming(false);
    showSuccessToast(...removed);
    await invalidate(write);
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text fw={700} truncate>
            {name}
          </Text>
          {details}
        </Stack>
        <DeleteButton size="xs" label={`${action} ${name}`} onClick={() => setConfirming(true)}>
          {action}
        </DeleteButton>
      </Group>
      {children}
      <DeleteConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={confirmTitle}
        pending={pending}
        onConfirm={() => void confirm()}
        confirmLabel={action}
        pendingLabel={pendingLabel}
      >
        <Text fz="sm">{confirmText}</Text>
      </DeleteConfirmDialog>
    </Paper>
  );
}
