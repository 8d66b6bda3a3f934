// The first screen a visitor sees: the pitch, sign-up with its bonus, and the ways to sign in.
import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { imageSrcSet, imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom, settingsAtom } from '@/state/settings';
import { PartnerLogos } from './partner-logos';
import { SignedOutNotice } from './signed-out-notice';
import { HeroArt } from './sign-in-hero-art';
import styles from './sign-in-screen.module.css';
import { SocialButtons } from './social-buttons';
import { configuredSocialProviders } from './social-providers';
import { useOwner } from './use-owner';
import { BonusPoints } from './bonus-points';

export function SignInScreen() {
  const lang = useAtomValue(currentLanguageAtom);
  const { signedOut, redirectTo } = useSearch({ from: '/$lang/_public/sign-in' });
  const settings = useAtomValue(settingsAtom);
  const owner = useOwner(settings?.owner_id).data;
  const brand = settings?.brand;
  const bonus = settings?.signup_bonus_points ?? 0;
  const byPhone = settings?.registration_type === 'phone';
  const byId = settings?.registration_type === 'id';
  const hasOtherWays = byPhone || byId || configuredSocialProviders(settings).length > 0;

  const logo = owner?.owner_image_id
    ? { src: imageUrl(owner.owner_image_id, 800, 800, 1), srcSet: imageSrcSet(owner.owner_image_id, [200, 200, 1], [800, 800, 1]), alt: owner.owner_name }
    : brand?.logo_image_id
      ? { src: imageUrl(brand.logo_image_id, 800, 800, 1), srcSet: imageSrcSet(brand.logo_image_id, [200, 200, 1], [800, 800, 1]), alt: brand.name }
      : null;

  return (
    <div className={styles.page}>
      {signedOut ? (
        <div className={styles.notice}>
          <SignedOutNotice comingBack={Boolean(redirectTo)} />
        </div>
      ) : null}
      <section className={styles.hero} aria-labelledby="sign-in-title">
        <div className={styles.copy}>
          {brand?.name ? <p className={styles.eyebrow}>{owner?.owner_name ?? brand.name}</p> : null}
          <h1 id="sign-in-title" className={styles.title}>
            <Trans>Complete challenges. Collect points. Get rewards.</Trans>
          </h1>
          <p className={styles.pitch}>
            <Trans>Take on quick, fun challenges, earn points for every one and swap them for prizes you will love.</Trans>
          </p>
        </div>
        <HeroArt logo={logo} bonus={bonus} />
      </section>

      <section className={styles.panel} aria-labelledby="sign-in-panel-title">
        <h2 id="sign-in-panel-title" className={styles.panelTitle}>
          <Trans>Get started</Trans>
        </h2>
        <Link to="/$lang/registration" params={{ lang }} search={true} className={buttonClassName({ size: 'lg', block: true, className: styles.signUp })}>
          <Trans>Sign up</Trans>
          {bonus > 0 ? (
            <Badge tone="accent" solid className={styles.bonus}>
              <BonusPoints value={bonus} />
            </Badge>
          ) : null}
        </Link>

        {hasOtherWays ? (
          <>
            <p className={styles.divider}>
              <span>
                <Trans>Already a member?</Trans>
              </span>
            </p>
            <div className={styles.ways}>
              {byPhone ? (
                <Link to="/$lang/phone-login" params={{ lang }} search={true} className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}>
                  <PhoneIcon size={20} className={styles.wayIcon} />
                  <Trans>Sign in with phone</Trans>
                </Link>
              ) : null}
              {byId ? (
                <Link to="/$lang/customer-login" params={{ lang }} search={true} className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}>
                  <Trans>Sign in with your customer ID</Trans>
                </Link>
              ) : null}
              <SocialButtons />
            </div>
          </>
        ) : null}
      </section>

      {settings?.ui.partnerBlockShow && brand ? (
        <div className={styles.partners}>
          <PartnerLogos imageIds={brand.partner_logo_image_ids} />
        </div>
      ) : null}
    </div>
  );
}
