// Private accounts, blocks and mutes as a user reaches them: Settings' privacy switches,
// a profile's "More actions" menu, the notifications panel's follow requests.
import { expect, type Locator, type Page } from '@playwright/test';
import { notificationsPanel, toast } from './app';
import * as settings from './settings';

/** Turns one of Settings' privacy switches on or off and waits for its toast. */
export async function setPrivacySwitch(
  page: Page,
  label: 'Private account' | 'Hide me from leaderboards',
  on: boolean,
): Promise<void> {
  await settings.open(page);
  const toggle = settings.section(page, 'Privacy').getByRole('switch', { name: label });
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.click();
  await expect(toast(page, 'Privacy updated')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

/** A visited profile's follow button, whatever it reads (Follow, Requested, Following). */
export function followButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Follow|Requested|Following)$/ });
}

/** The panel that replaces a private profile's tabs for someone who does not follow it. */
export function privateNotice(page: Page): Locator {
  return page.getByRole('region', { name: 'This account is private' });
}

/** Opens the showing profile's "More actions" menu and picks `item`. */
export async function profileMenuAction(
  page: Page,
  item: 'Block' | 'Unblock' | 'Mute' | 'Unmute',
): Promise<void> {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens the header's notifications panel and returns it. */
export async function openNotifications(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = notificationsPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** The panel's follow request from `displayName`. */
export function followRequest(panel: Locator, displayName: string): Locator {
  return panel
    .getByRole('region', { name: 'Follow requests' })
    .getByRole('listitem', { name: `${displayName} asked to follow you` });
}
