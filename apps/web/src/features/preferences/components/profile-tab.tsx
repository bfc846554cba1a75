import type { User } from '@congregacao/shared/contracts/user';
import { displayNameSchema } from '@congregacao/shared/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/field-binding';
import { TextField } from '../../../components/ui/form-field';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { PREFERENCE_MESSAGES } from '../utils/messages';

const profileSchema = z.object({ displayName: displayNameSchema });
type ProfileValues = z.infer<typeof profileSchema>;

/** Perfil: the required display name. */
export function ProfileTab({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName: user.displayName ?? '' },
  });
  const { handleSubmit } = form;

  function onSubmit(values: ProfileValues) {
    update.mutate(values, {
      onSuccess: () => toast.success(PREFERENCE_MESSAGES.profileSaved),
      onError: (error) => toast.error(withServerReason(PREFERENCE_MESSAGES.profileFailed, error)),
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="max-w-md space-y-4">
      <TextField
        id="profile-displayName"
        label={t('preferences.displayName')}
        autoComplete="name"
        {...bindField(form, 'displayName')}
      />
      <Button type="submit" isLoading={update.isPending} icon={Save}>
        {t('preferences.save')}
      </Button>
    </form>
  );
}
