import { person, type DemoStep } from './demo-world.ts';

/** Posts of every visibility. */
export const seedHome: DemoStep = async (services, world) => {
  const admin = person(world, 'admin');
  const mentor = person(world, 'mentor');
  const posts = [
    {
      author: admin,
      title: 'Dobrodošli u novu školsku godinu!',
      visibility: 'public' as const,
      content: '<p>Nastava počinje u ponedjeljak. Raspored je dostupan u aplikaciji.</p>',
    },
    {
      author: mentor,
      title: 'Proba zbora',
      visibility: 'public' as const,
      content: '<p>Proba zbora je u <strong>subotu u 10 sati</strong> u velikoj dvorani.</p>',
    },
    {
      author: admin,
      title: 'Sastanak mentora',
      visibility: 'mentor' as const,
      content: '<p>Sastanak mentora održat će se u srijedu u 18 sati.</p>',
    },
    {
      author: admin,
      title: 'Plan budžeta',
      visibility: 'admin' as const,
      content: '<p>Prijedlog budžeta za iduću godinu je u dokumentima.</p>',
    },
  ];
  for (const { author, ...post } of posts) {
    await services.posts.create(author, { ...post, showAllSchools: false });
  }
};
