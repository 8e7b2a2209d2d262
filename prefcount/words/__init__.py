"""What prefcount says in Russian, Ukrainian and English: hands, money, status lines, standings."""
