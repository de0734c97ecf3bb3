import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, Form, Select, Spinner, Switch, TextField, rules } from '@lcars/ui';
import {
  getProfile,
  saveProfile,
  type Profile,
  type ProfileSaveRequest,
  type ProfileSetup,
  type ResultWrapper,
} from '@lcars/contract';
import { call } from '../core/call';
import { adoptProfile } from './accountCalls';
import { PROFILE_TABS, profileTabOf } from './profileTabs';
import { EmailChange, UserNameChange } from './IdentityChange';
import { ProfilePicture } from './ProfilePicture';
import { DownloadMyData } from './DownloadMyData';
import { FormEnd } from './FormEnd';
import * as styles from './account.css';
import { toastSuccess, useLoad } from '../kit';
import { useProfileSetup } from './useProfileSetup';

/** The toast after a profile save (its wording, typo included, is what users and tests know). */
export const PROFILE_SAVED = 'Use profile information was saved successfully!';

type ProfileValues = {
  preferredSalutation: string;
  displayNameId: number | string;
  namePrefixId: number | string;
  firstName: string;
  lastName: string;
  nameSuffixId: number | string;
  phoneNumber: string;
  showProfilePicture: boolean;
};

/** /account/manage/profile: personal details, picture, e-mail and user name, one tab each. */
export function ProfilePage() {
  const [search] = useSearchParams();
  const tab = profileTabOf(search.get('tab'));
  const profile = useLoad(getProfile, {});
  const current = profile.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Your profile</h1>
      <nav className={styles.tabs} aria-label="Profile sections">
        {PROFILE_TABS.map((item) => (
          <Link
            key={item.id}
            to={`?tab=${item.id}`}
            replace
            className={styles.tab}
            aria-current={item.id === tab ? 'page' : undefined}
          >
            {item.title}
          </Link>
        ))}
      </nav>
      {!current ? (
        <Spinner label="Loading your profile" size="lg" />
      ) : tab === 'profile' ? (
        <>
          <ProfileDetails profile={current} onSaved={profile.setData} />
          <DownloadMyData />
        </>
      ) : tab === 'picture' ? (
        <ProfilePicture userId={current.userId} />
      ) : tab === 'email' ? (
        <EmailChange profile={current} onChanged={() => void profile.reload()} />
      ) : (
        <UserNameChange profile={current} onChanged={profile.setData} />
      )}
    </div>
  );
}

const noneFirst = (items: ProfileSetup['namePrefixes'] | undefined) =>
  (items ?? [{ id: 0, title: '<None>' }]).map((item) => ({ id: item.id, label: item.title }));

function ProfileDetails({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { setup, displayNames } = useProfileSetup();
  const [saving, setSaving] = useState(false);

  const submit = async (values: ProfileValues) => {
    setSaving(true);
    const body: ProfileSaveRequest = {
      preferredSalutation: values.preferredSalutation.trim() || 'Hello',
      displayNameId: Number(values.displayNameId) || 2,
      namePrefixId: Number(values.namePrefixId) || 0,
      firstName: values.firstName,
      lastName: values.lastName,
      nameSuffixId: Number(values.nameSuffixId) || 0,
      phoneNumber: values.phoneNumber,
      settings: { showProfilePicture: values.showProfilePicture },
    };
    const answer = (await call(saveProfile, { params: { userId: profile.userId }, body })) as
      ResultWrapper<Profile> | undefined;
    setSaving(false);
    if (answer?.success && answer.result) {
      onSaved(answer.result);
      adoptProfile(answer.result);
      toastSuccess(answer.message ?? PROFILE_SAVED);
    }
  };

  if (!setup.data) return <Spinner label="Loading the profile lists" size="lg" />;

  return (
    <Card title="Personal details" subtitle={`Signed in as ${profile.userName}`}>
      <Form<ProfileValues>
        aria-label="Personal details"
        onSubmit={submit}
        defaultValues={{
          preferredSalutation: profile.preferredSalutation || 'Hello',
          displayNameId: profile.displayNameId || 2,
          namePrefixId: profile.namePrefixId,
          firstName: profile.firstName,
          lastName: profile.lastName,
          nameSuffixId: profile.nameSuffixId,
          phoneNumber: profile.phoneNumber,
          showProfilePicture: profile.settings.showProfilePicture,
        }}
      >
        <div className={styles.grid}>
          <TextField
            label="Preferred salutation"
            name="preferredSalutation"
            rules={[rules.maxLength(100)]}
            description="How the portal greets you, e.g. Hello"
          />
          <Select label="Display name" name="displayNameId" options={displayNames} />
          <Select label="Name prefix" name="namePrefixId" options={noneFirst(setup.data.namePrefixes)} />
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            rules={[rules.maxLength(100)]}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            rules={[rules.maxLength(100)]}
          />
          <Select label="Name suffix" name="nameSuffixId" options={noneFirst(setup.data.nameSuffixes)} />
          <TextField
            label="Phone"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            rules={[
              rules.maxLength(50),
              rules.pattern(/^[\d\s()+\-./x]*$/, 'Use digits, spaces and + ( ) - . /'),
            ]}
          />
        </div>
        <Switch name="showProfilePicture">Show my profile picture</Switch>
        <FormEnd label="Save" pending={saving} />
      </Form>
    </Card>
  );
}
