import { Anchor, Box, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Logo } from '../../components/Logo';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import classes from './AuthScreen.module.css';

type AuthTab = 'login' | 'register';

/**
 * SPEC section 2 "Auth screen": Login and Register tabs, each linking to the
 * other. Rendered for every path while nobody is signed in.
 */
export function AuthScreen() {
  const [tab, setTab] = useState<AuthTab>('login');

  return (
    <Box className={classes.screen}>
      <Box className={classes.hero} visibleFrom="md">
        <Stack gap="xl" maw={420}>
          <Box className={classes.heroLogo}>
            <Logo size="lg" />
          </Box>
          <Title order={2} className={classes.heroTitle}>
            Every gig you&apos;ve seen, scored and ranked.
          </Title>
          <Text className={classes.heroText}>
            Log the concerts and festivals you attended, give each a score from 0 to 100, and see
            how your friends rank theirs.
          </Text>
        </Stack>
        <div className={classes.stageLights} aria-hidden />
      </Box>

      <Box className={classes.panel}>
        <Stack gap="lg" w="100%" maw={420}>
          <Box hiddenFrom="md" className={classes.mobileLogo}>
            <Logo size="lg" />
          </Box>
          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder shadow="sm">
            <Tabs
              value={tab}
              onChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
              keepMounted={false}
              variant="pills"
              radius="md"
              classNames={{ list: classes.tabList, tab: classes.tab }}
            >
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login">Login</Tabs.Tab>
                <Tabs.Tab value="register">Register</Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="login">
                <Text c="dimmed" fz="sm" mb="md">
                  Welcome back. Log in to rate your next show.
                </Text>
                <LoginForm />
                <Text ta="center" fz="sm" mt="lg" c="dimmed">
                  Don&apos;t have an account?{' '}
                  <Anchor
                    component="button"
                    type="button"
                    fw={700}
                    onClick={() => setTab('register')}
                  >
                    Register
                  </Anchor>
                </Text>
              </Tabs.Panel>

              <Tabs.Panel value="register">
                <Text c="dimmed" fz="sm" mb="md">
                  Create an account to start logging the shows you&apos;ve seen.
                </Text>
                <RegisterForm />
                <Text ta="center" fz="sm" mt="lg" c="dimmed">
                  Already have an account?{' '}
                  <Anchor component="button" type="button" fw={700} onClick={() => setTab('login')}>
                    Login
                  </Anchor>
                </Text>
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
