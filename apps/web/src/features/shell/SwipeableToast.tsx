import { TOAST_SWIPE_THRESHOLD } from '@gigrank/domain';
import { Notification } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { useRef, useState, type PointerEvent } from 'react';

/** Movement (px) before a press turns into a swipe (so clicks on the close button still work). */
const DRAG_START_PX = 5;

/**
 * A toast that a horizontal swipe of TOAST_SWIPE_THRESHOLD px dismisses
 * (SPEC section 4: swipe threshold 50). Mantine's own drag dismissal uses a
 * share of the width, so it is turned off and this replaces it; auto-close,
 * hover pause and the one-at-a-time limit stay Mantine's.
 */
function SwipeableToast({ data }: { data: NotificationData }) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  // The gesture itself lives in a ref: pointer events can outrun re-renders.
  const gesture = useRef<{ startX: number; dx: number; dragging: boolean } | null>(null);

  const hide = () => {
    if (data.id) notifications.hide(data.id);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    gesture.current = { startX: event.clientX, dx: 0, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current) return;
    current.dx = event.clientX - current.startX;
    if (!current.dragging && Math.abs(current.dx) <= DRAG_START_PX) return;
    if (!current.dragging) {
      current.dragging = true;
      setDragging(true);
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(current.dx);
  };
  const onPointerEnd = () => {
    const current = gesture.current;
    gesture.current = null;
    if (!current) return;
    setDragging(false);
    if (current.dragging && Math.abs(current.dx) >= TOAST_SWIPE_THRESHOLD) hide();
    else setOffset(0);
  };

  const { title, message, color, icon, loading, withCloseButton, allowClose } = data;
  return (
    <div
      data-toast
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        touchAction: 'pan-y',
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.3, 1 - Math.abs(offset) / 200) : undefined,
        transition: dragging ? 'none' : 'transform 150ms ease, opacity 150ms ease',
      }}
    >
      <Notification
        role="none"
        title={title}
        color={color}
        icon={icon}
        loading={loading}
        withCloseButton={allowClose === false ? false : (withCloseButton ?? true)}
        onClose={hide}
        withBorder
        radius="md"
      >
        {message}
      </Notification>
    </div>
  );
}

export function renderSwipeableToast(data: NotificationData) {
  return <SwipeableToast data={data} />;
}
