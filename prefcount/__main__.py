from prefcount.cli import main

raise SystemExit(main())
