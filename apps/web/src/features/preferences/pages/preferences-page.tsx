import { DEFAULT_THEME } from '@congregacao/shared/enums';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { LucideIcon } from 'lucide-react';
import { KeyRound, Languages, Mail, MonitorSmartphone, Palette, User as UserIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SessionExpired } from '../../../components/ui/session-expired';
import { useT } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { EmailTab } from '../components/email-tab';
import { LanguageTab } from '../components/language-tab';
import { PasskeysSection } from '../components/passkeys-section';
import { ProfileHeader } from '../components/profile-header';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import { SessionsTab } from '../components/sessions-tab';
import { ThemeTab } from '../components/theme-tab';
import { TwoFactorSection } from '../components/two-factor-section';

const TAB =
  'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-gray-700 data-hover:bg-gray-100 data-selected:bg-primary-700 data-selected:text-white dark:text-gray-200 dark:data-hover:bg-gray-800';

function TabLabel({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <Tab className={TAB}>
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Tab>
  );
}

/**
 * /preferencias: header card and the tabs Perfil (default), Tema, Idioma (ADR 043), Email, Segurança (password,
 * second factor, passkeys), Sessões.
 */
export function Component() {
  const t = useT();
  const { user } = useSession();
  if (!user) return <SessionExpired />;
  return (
    <>
      <PageHeader title={t('preferences.title')} />
      <ProfileHeader user={user} />
      <TabGroup>
        <TabList className="mb-4 flex flex-wrap gap-2">
          <TabLabel icon={UserIcon} label={t('preferences.tab.profile')} />
          <TabLabel icon={Palette} label={t('preferences.tab.theme')} />
          <TabLabel icon={Languages} label={t('preferences.tab.language')} />
          <TabLabel icon={Mail} label={t('preferences.tab.email')} />
          <TabLabel icon={KeyRound} label={t('preferences.tab.security')} />
          <TabLabel icon={MonitorSmartphone} label={t('preferences.tab.sessions')} />
        </TabList>
        <Card>
          <TabPanels>
            <TabPanel>
              <ProfileTab user={user} />
            </TabPanel>
            <TabPanel>
              <ThemeTab current={user.preferredTheme ?? DEFAULT_THEME} />
            </TabPanel>
            <TabPanel>
              <LanguageTab current={user.language ?? null} />
            </TabPanel>
            <TabPanel>
              <EmailTab user={user} />
            </TabPanel>
            <TabPanel className="space-y-8">
              <SecurityTab user={user} />
              <TwoFactorSection />
              <PasskeysSection />
            </TabPanel>
            <TabPanel>
              <SessionsTab />
            </TabPanel>
          </TabPanels>
        </Card>
      </TabGroup>
    </>
  );
}
