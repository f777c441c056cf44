// Social profiles of the shop. The handles are the shop's own; change them here only.
const SOCIAL = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/zariya.shop',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM17.5 5.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/zariya.shop',
    path: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4a22 22 0 0 0-2.5-.1c-2.5 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8h3.3Z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@zariya.shop',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  },
  {
    name: 'Pinterest',
    href: 'https://in.pinterest.com/zariyashop',
    path: 'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.5-1.8-4.3-4.4-4.3a4.6 4.6 0 0 0-4.8 4.6c0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.3-2.7-2.3-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2Z',
  },
] as const;

export function SocialLinks() {
  return (
    <ul className="flex flex-col gap-1">
      {SOCIAL.map((item) => (
        <li key={item.name}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-tap items-center gap-3 rounded-sm text-sm text-ivory-200 hover:text-gold-300 sm:min-h-9"
          >
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-ivory-50/10">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
                <path d={item.path} fillRule="evenodd" />
              </svg>
            </span>
            <span translate="no">{item.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
