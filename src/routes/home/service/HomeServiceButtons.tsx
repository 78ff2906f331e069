// The floating service buttons on home, fed by the start-up data's customer-service links.

import { useEffect } from 'react';
import { ServiceButtons } from '@/components/service-buttons/ServiceButtons';
import { systemStatus } from '@/state/config';
import { loadServiceLinks, serviceLinks } from '@/state/service-links';

export function HomeServiceButtons() {
  const status = systemStatus.value;
  // Again when the status is revalidated: the links may have changed.
  useEffect(() => void loadServiceLinks(), [status]);
  return <ServiceButtons links={serviceLinks.value} />;
}
